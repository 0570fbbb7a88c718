import type { Insertable, Kysely } from 'kysely';
import type { Database, TestsTable } from '../db/schema';

/** A plain test of a campaign, added beside the seed; `values` sets what a suite cares about. */
export async function insertTestRow(db: Kysely<Database>, campaignId: number, values: Partial<Insertable<TestsTable>> = {}): Promise<number> {
  const row = await db
    .insertInto('tests')
    .values({
      campaign_id: campaignId,
      name: JSON.stringify({ it: 'Prova' }),
      description: '{}',
      instructions: '{}',
      abbreviation: null,
      position: 99,
      url: 'pr/index.html',
      img: null,
      repeatable: false,
      legacy: false,
      has_timer: false,
      exit_message: null,
      start_date: null,
      prerequisites: '[]',
      duration: null,
      color: null,
      json_data: '{}',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
