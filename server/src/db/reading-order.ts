import { sql, type RawBuilder } from 'kysely';

/**
 * Names sort as people read them: an accented letter beside its plain one and capitals beside
 * small letters ('Élise' between 'Elena' and 'Fabio', 'de Luca' beside 'De Rosa'), whatever
 * collation the database was created with; PGlite's and many servers' is C, which puts 'Zoe'
 * before 'alba' and 'Élise' after 'zeta'. ICU's root collation serves Italian, English and
 * Spanish alike; PGlite has it, and so has any PostgreSQL built with ICU (docs/architecture.md,
 * "How data flows", point 6).
 */
export function inReadingOrder(expression: RawBuilder<unknown> | string): RawBuilder<unknown> {
  const value = typeof expression === 'string' ? sql.ref(expression) : expression;
  return sql`${value} collate "und-x-icu"`;
}
