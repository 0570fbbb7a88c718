import { paths, type AdminCampaignSummary, type TestModel } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { localText } from '../../campaigns/texts';
import { NS } from '../../i18n';
import type { ListDefinition } from '../definition';

/**
 * The tests of a company's campaigns (docs/behaviour.md §3, Test/task; endpoint usertests). The
 * name is written in the interface language, the others it has are kept; a name is required,
 * 'No valid Test name' (§5).
 */
export function testsList(companyId: number, campaigns: readonly AdminCampaignSummary[], language: string): ListDefinition<TestModel> {
  const lang = language.slice(0, 2);
  const campaignName = (id: number) => {
    const campaign = campaigns.find((one) => one.id === id);
    return campaign ? localText(campaign.names, lang) : `#${id}`;
  };
  return {
    name: 'tests',
    endpoint: { path: paths.resources.list('usertests'), plural: 'usertests', singular: 'usertest', query: { companyId } },
    columns: [
      { key: 'name', label: 'tests.name', value: (item) => localText(item.name, lang) },
      { key: 'campaign', label: 'tests.campaign', value: (item) => campaignName(item.campaignId) },
      { key: 'position', label: 'tests.position', value: (item) => String(item.position) },
      { key: 'url', label: 'tests.url', value: (item) => item.url },
    ],
    labelOf: (item) => localText(item.name, lang) || `#${item.id}`,
    form: {
      fields: [
        {
          name: 'campaignId',
          label: 'tests.campaign',
          required: true,
          createOnly: true,
          options: [
            { value: '', label: '—' },
            ...campaigns.map((campaign) => ({ value: String(campaign.id), label: localText(campaign.names, lang) })),
          ],
        },
        { name: 'name', label: 'tests.nameField', required: true },
        { name: 'url', label: 'tests.url', required: true },
      ],
      draftOf: (item) => ({ campaignId: item ? String(item.campaignId) : '', name: item?.name[lang] ?? '', url: item?.url ?? '' }),
      validate: (draft) => ({
        ...(draft.campaignId ? {} : { campaignId: 'tests.errors.campaign' }),
        ...(draft.name?.trim() ? {} : { name: 'tests.errors.name' }),
        ...(draft.url?.trim() ? {} : { url: 'tests.errors.url' }),
      }),
      inputOf: (draft, item) => {
        const name = { ...item?.name, [lang]: draft.name!.trim() };
        return item ? { name, url: draft.url!.trim() } : { campaignId: Number(draft.campaignId), name, url: draft.url!.trim() };
      },
    },
  };
}

export function useTestsList(companyId: number, campaigns: readonly AdminCampaignSummary[]) {
  const { i18n } = useTranslation(NS);
  return useMemo(() => testsList(companyId, campaigns, i18n.language), [companyId, campaigns, i18n.language]);
}
