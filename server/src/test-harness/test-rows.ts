import type { Insertable, Kysely } from 'kysely';
import type { CampaignsTable, Database, TestsTable } from '../db/schema';

/** A plain campaign of the company, added beside the seed: an Italian name, no dates nor texts; `values` sets what a suite cares about. */
export async function insertCampaignRow(db: Kysely<Database>, companyId: number, values: Partial<Insertable<CampaignsTable>> = {}): Promise<number> {
  const row = await db
    .insertInto('campaigns')
    .values({
      company_id: companyId,
      theme: 'skillup',
      state: 'DRAFT',
      languages: JSON.stringify([{ lang: 'it', name: 'Prova', description: '' }]),
      privacy_agreement: null,
      on_complete_text: null,
      no_report_text: null,
      date_start: null,
      date_end: null,
      is360: false,
      self_evaluation: false,
      logo: null,
      data: '{}',
      reports_released_at: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

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
