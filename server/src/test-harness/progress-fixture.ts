import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database, TestStatus } from '../db/schema';
import { companyIdOf } from './users';
import { DEMO_PASSWORD, type TestApp } from './test-app';
import { insertCampaignRow, insertTestRow } from './test-rows';

export interface PersonSeed {
  key: string;
  firstName: string;
  lastName: string;
  team: string | null;
  /** Key of another person of the fixture. */
  manager?: string;
  active?: boolean;
  role?: string;
  /** Status per test, by index of the campaign's tests; absent: never begun. */
  runs?: (TestStatus | null)[];
}

/**
 * The people of the progress suites, in a campaign of the demo company of its own: teams,
 * managers, mixed statuses, an inactive person, an admin who is enrolled without taking part,
 * and names a spreadsheet would take for formulas.
 */
export const PEOPLE: PersonSeed[] = [
  { key: 'bruno', firstName: 'Bruno', lastName: 'Abate', team: 'Sales', runs: ['complete', 'complete', 'complete'] },
  { key: 'carla', firstName: 'Carla', lastName: 'Bassi', team: 'Sales', manager: 'bruno', runs: ['complete', 'incomplete', null] },
  { key: 'dario', firstName: 'Dario', lastName: 'Cortese', team: 'Sales', manager: 'bruno', runs: [null, null, null] },
  { key: 'ester', firstName: 'Ester', lastName: 'Dalla Valle', team: 'Ops', runs: ['complete', 'complete', 'incomplete'] },
  { key: 'fabio', firstName: 'Fabio', lastName: 'Esposito', team: 'Ops', manager: 'ester', runs: ['complete', 'complete', 'complete'] },
  { key: 'gaia', firstName: '-2+3', lastName: '=HYPERLINK("http://x.test")', team: '@team', runs: ['incomplete', null, null] },
  { key: 'ivo', firstName: 'Ivo', lastName: 'Fabbri', team: null, runs: ['complete', null, null] },
  { key: 'lea', firstName: 'Léa', lastName: 'Gioè', team: null, active: false, runs: ['complete', 'complete', 'complete'] },
  { key: 'staff', firstName: 'Staff', lastName: 'Aaron', team: 'Sales', role: 'ADMIN', runs: ['complete', null, null] },
];

export interface ProgressFixture {
  campaignId: number;
  companyId: number;
  testIds: number[];
  userId(key: string): number;
  email(key: string): string;
}

const emailOf = (key: string) => `${key}@progress.skillup.test`;

async function insertPeople(db: Kysely<Database>, companyId: number, campaignId: number, testIds: number[]): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  for (const person of PEOPLE) {
    const { id } = await db
      .insertInto('users')
      .values({
        company_id: companyId,
        email: emailOf(person.key),
        password_hash: passwordHash,
        first_name: person.firstName,
        last_name: person.lastName,
        gender: null,
        role: (person.role ?? 'participant') as 'participant',
        privacy: true,
        lang: 'it',
        team: person.team,
        active: person.active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(person.key, id);
    await db.insertInto('user_campaigns').values({ user_id: id, campaign_id: campaignId, lang: 'it', access_date: null, state: 'ACTIVE' }).execute();
    const runs = (person.runs ?? []).flatMap((status, index) =>
      status
        ? [{ user_id: id, test_id: testIds[index]!, status, version: 1, data: null, updated_at: `2026-0${index + 1}-1${ids.size % 10}T10:00:00Z` }]
        : [],
    );
    if (runs.length) await db.insertInto('user_tests').values(runs).execute();
  }
  for (const person of PEOPLE) {
    if (person.manager)
      await db
        .updateTable('users')
        .set({ manager_id: ids.get(person.manager)! })
        .where('id', '=', ids.get(person.key)!)
        .execute();
  }
  return ids;
}

export async function progressFixture(t: TestApp): Promise<ProgressFixture> {
  const db = t.database.db;
  const companyId = await companyIdOf(t, 'demo');
  const campaignId = await insertCampaignRow(db, companyId, {
    state: 'ACTIVE',
    languages: JSON.stringify([{ lang: 'it', name: 'Avanzamento', description: '' }]),
  });
  const testIds = [
    await insertTestRow(db, campaignId, { position: 1, abbreviation: 'T1', name: JSON.stringify({ it: 'Primo', en: 'First' }) }),
    await insertTestRow(db, campaignId, { position: 2, abbreviation: 'T2', name: JSON.stringify({ it: 'Secondo', en: 'Second' }) }),
    await insertTestRow(db, campaignId, { position: 3, abbreviation: 'T3', name: JSON.stringify({ it: 'Terzo', en: 'Third' }), has_timer: true }),
  ];
  const ids = await insertPeople(db, companyId, campaignId, testIds);
  return {
    campaignId,
    companyId,
    testIds,
    userId: (key) => ids.get(key)!,
    email: emailOf,
  };
}
