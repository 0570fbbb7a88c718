import type { Transaction } from 'kysely';
import type { CampaignRow, Database } from '../../db/schema';
import { alreadyReleased, launchWithoutName, launchWithoutTests, wrongStep } from './errors';
import { hasName } from './rules';

type Trx = Transaction<Database>;

/*
 * docs/areas/admin.md, "Lifecycle": draft → open → closed → reports released, one step at a
 * time and never back. Each step runs on the campaign's row locked by the caller's
 * transaction, so two clicks cannot both take it.
 */

/** DRAFT → ACTIVE: participants see it from now on; it needs a name and a test to show them. */
export async function launch(trx: Trx, campaign: CampaignRow): Promise<void> {
  if (campaign.state !== 'DRAFT') throw wrongStep('launched', 'DRAFT', campaign.state);
  if (!hasName(campaign.languages)) throw launchWithoutName();
  const test = await trx.selectFrom('tests').select('id').where('campaign_id', '=', campaign.id).limit(1).executeTakeFirst();
  if (!test) throw launchWithoutTests();
  await trx.updateTable('campaigns').set({ state: 'ACTIVE', launched_at: new Date() }).where('id', '=', campaign.id).execute();
}

/** ACTIVE → CLOSED: no more answers; participants no longer enter it until reports are released. */
export async function close(trx: Trx, campaign: CampaignRow): Promise<void> {
  if (campaign.state !== 'ACTIVE') throw wrongStep('closed', 'ACTIVE', campaign.state);
  await trx.updateTable('campaigns').set({ state: 'CLOSED' }).where('id', '=', campaign.id).execute();
}

/**
 * CLOSED → reports released: every participant who completed at least one test gets their
 * report (their enrolment becomes REPORT, which the report reads as available,
 * src/report/availability.ts) and enters the campaign again to read it.
 */
export async function release(trx: Trx, campaign: CampaignRow): Promise<void> {
  if (campaign.state !== 'CLOSED') throw wrongStep('released', 'CLOSED', campaign.state);
  if (campaign.reports_released_at !== null) throw alreadyReleased();
  await trx.updateTable('campaigns').set({ reports_released_at: new Date() }).where('id', '=', campaign.id).execute();
  await trx
    .updateTable('user_campaigns as uc')
    .set({ state: 'REPORT' })
    .where('uc.campaign_id', '=', campaign.id)
    .where('uc.state', 'in', ['ACTIVE', 'COMPLETED'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_tests as ut')
          .innerJoin('tests as t', 't.id', 'ut.test_id')
          .whereRef('ut.user_id', '=', 'uc.user_id')
          .where('t.campaign_id', '=', campaign.id)
          .where('ut.status', '=', 'complete')
          .select('ut.test_id'),
      ),
    )
    .execute();
}
