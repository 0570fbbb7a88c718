import type { IndividualReport } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import { localise } from '../campaigns/localise';
import type { Database } from '../db/schema';
import type { ReportReader } from './access';
import { computeReport } from './compute';
import { loadModel, loadResults } from './store';

/** The participant's report computed now from what is stored, in the reader's language. */
export async function buildReport(db: Kysely<Database>, reader: ReportReader): Promise<IndividualReport> {
  const { campaign, participant, lang } = reader;
  const model = await loadModel(db, campaign.id, participant.id);
  const results = await loadResults(db, participant.id, model.tests.map((t) => t.id));
  const names = Object.fromEntries(campaign.languages.map((l) => [l.lang, l.name]));
  return computeReport(model, results, {
    lang,
    campaignId: campaign.id,
    campaignName: localise(names, lang) ?? '',
    user: { id: participant.id, firstName: participant.firstName, lastName: participant.lastName },
  });
}
