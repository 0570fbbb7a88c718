// The people of bench:api's concurrent writers: participants of their own, each enrolled in
// the same running campaign, added to the bench's fresh database beside the demo data.
// Nothing in the server creates them, so the bench writes the rows itself, with the SQL below,
// over `pg` on PostgreSQL and through PGlite on the embedded database.
import pg from 'pg';
import { DEMO_PASSWORD } from './areas.mjs';
import { seededPgliteDataDir } from './pglite-data-dir.mjs';

/** Whose campaign the writers join, and whose password they share (docs/demo.md). */
const ANCHOR = 'luca.ferri@demo.skillup.test';

const writerEmail = (n) => `writer-${String(n).padStart(3, '0')}@bench.skillup.test`;

/**
 * Adds `count` participants to the campaign the anchor persona runs in, with privacy accepted
 * and Italian chosen, so login and campaign entry go straight through. They share the
 * anchor's stored password hash: one hash, no argon2 in the bench.
 * @param {(text: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 */
async function enrol(query, count) {
  const {
    rows: [anchor],
  } = await query(
    `select u.company_id, u.password_hash, c.id as campaign_id
       from users u
       join user_campaigns uc on uc.user_id = u.id
       join campaigns c on c.id = uc.campaign_id and c.state = 'ACTIVE'
      where u.email = $1
      order by c.id
      limit 1`,
    [ANCHOR],
  );
  if (!anchor) throw new Error(`${ANCHOR} has no running campaign: is the demo seed there?`);
  const {
    rows: [test],
  } = await query('select id from tests where campaign_id = $1 order by position, id limit 1', [anchor.campaign_id]);
  const emails = Array.from({ length: count }, (_, i) => writerEmail(i + 1));
  await query(
    `with added as (
       insert into users (company_id, email, password_hash, first_name, last_name, gender, role, privacy, lang)
       select $1, email, $2, 'Bench', 'Writer ' || n, 'F', 'participant', true, 'it'
         from unnest($3::text[]) with ordinality as w(email, n)
       returning id)
     insert into user_campaigns (user_id, campaign_id, lang, access_date, state)
     select id, $4, 'it', null, 'ACTIVE' from added`,
    [anchor.company_id, anchor.password_hash, emails, anchor.campaign_id],
  );
  return { campaignId: anchor.campaign_id, testId: test.id, writers: emails.map((username) => ({ username, password: DEMO_PASSWORD })) };
}

/** The writers on a PostgreSQL database the server has already migrated and seeded. */
export async function enrolOnPostgres(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await enrol((text, params) => client.query(text, params), count);
  } finally {
    await client.end();
  }
}

/** A data folder for the embedded database with the writers in it, made before the server starts on it. */
export async function pgliteDataDirWithWriters(count) {
  const { dataDir, added, remove } = await seededPgliteDataDir('skillup-bench-', (query) => enrol(query, count));
  return { dataDir, cohort: added, remove };
}
