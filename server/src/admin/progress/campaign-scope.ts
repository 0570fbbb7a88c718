import type { TestKind } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type { Database, Localised } from '../../db/schema';
import { campaignInReach } from '../campaign-in-reach';
import type { HrCaller } from '../caller';

export interface ProgressTestRow {
  id: number;
  name: Localised;
  abbreviation: string | null;
  position: number;
  /** 'feedback360': the campaign's 360, whose status follows the evaluations. */
  kind: TestKind;
}

/** A campaign as the progress routes read it, with its tests in their order. */
export interface ProgressScope {
  campaignId: number;
  companyId: number;
  is360: boolean;
  tests: ProgressTestRow[];
}

/** The campaign if the caller reaches its company; another company's answers 404, as if it did not exist. */
export async function progressScope(db: Kysely<Database>, caller: HrCaller, campaignId: number): Promise<ProgressScope> {
  const campaign = await campaignInReach(db, caller, campaignId);
  const tests = await db
    .selectFrom('tests')
    .where('campaign_id', '=', campaign.id)
    .select(['id', 'name', 'abbreviation', 'position', 'kind'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { campaignId: campaign.id, companyId: campaign.company_id, is360: campaign.is360, tests };
}
