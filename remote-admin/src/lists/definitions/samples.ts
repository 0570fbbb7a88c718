import { samplePaths, type AdminCampaignSummary, type SampleRecord } from '@skillup/shared/api/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localText } from '../../campaigns/texts';
import { NS } from '../../i18n';
import type { Draft, ListDefinition } from '../definition';

/** A positive whole number written in a field, or null. */
function idOf(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  return /^[1-9]\d{0,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Who is wrong, field by field, as the server would say it (server/src/samples/store.ts). */
function validate(draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  const assessor = idOf(draft.assessorId);
  const assessed = idOf(draft.assessedId);
  if (assessor === null) errors.assessorId = 'samples.errors.id';
  if (assessed === null) errors.assessedId = 'samples.errors.id';
  else if (assessed === assessor) errors.assessedId = 'samples.errors.self';
  if (draft.testId?.trim() && idOf(draft.testId) === null) errors.testId = 'samples.errors.id';
  else if (!draft.testId?.trim() && !draft.campaignId) errors.campaignId = 'samples.errors.scope';
  return errors;
}

/**
 * Who assesses whom (docs/behaviour.md §3, Sample), in one test or in every test of a campaign.
 * People and tests are named by number: no call answers a person of the company by id.
 */
export function samplesList(companyId: number, campaigns: readonly AdminCampaignSummary[], language: string): ListDefinition<SampleRecord> {
  const campaignName = (id: number | null) => {
    if (id === null) return '';
    const campaign = campaigns.find((one) => one.id === id);
    return campaign ? localText(campaign.names, language) : `#${id}`;
  };
  return {
    name: 'samples',
    endpoint: { path: samplePaths.list, plural: 'samples', singular: 'sample', query: { companyId } },
    columns: [
      { key: 'assessor', label: 'samples.assessor', value: (item) => `#${item.assessorId}` },
      { key: 'assessed', label: 'samples.assessed', value: (item) => `#${item.assessedId}` },
      { key: 'campaign', label: 'samples.campaign', value: (item) => campaignName(item.campaignId) },
      { key: 'test', label: 'samples.test', value: (item) => (item.testId === null ? '' : `#${item.testId}`) },
    ],
    labelOf: (item) => `#${item.assessorId} → #${item.assessedId}`,
    form: {
      fields: [
        { name: 'assessorId', label: 'samples.assessorField', required: true },
        { name: 'assessedId', label: 'samples.assessedField', required: true },
        {
          name: 'campaignId',
          label: 'samples.campaign',
          options: [
            { value: '', label: '—' },
            ...campaigns.map((campaign) => ({ value: String(campaign.id), label: localText(campaign.names, language) })),
          ],
        },
        { name: 'testId', label: 'samples.testField' },
      ],
      draftOf: (item) => ({
        assessorId: item ? String(item.assessorId) : '',
        assessedId: item ? String(item.assessedId) : '',
        campaignId: item?.campaignId ? String(item.campaignId) : '',
        testId: item?.testId ? String(item.testId) : '',
      }),
      validate,
      inputOf: (draft) => ({
        companyId,
        assessorId: idOf(draft.assessorId),
        assessedId: idOf(draft.assessedId),
        campaignId: draft.campaignId ? Number(draft.campaignId) : null,
        testId: idOf(draft.testId),
      }),
    },
  };
}

export function useSamplesList(companyId: number, campaigns: readonly AdminCampaignSummary[]) {
  const { i18n } = useTranslation(NS);
  return useMemo(() => samplesList(companyId, campaigns, i18n.language.slice(0, 2)), [companyId, campaigns, i18n.language]);
}
