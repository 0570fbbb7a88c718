import type { AdminCampaignState, AdminText, Language } from '@skillup/shared/api/contract';

/** A text in the interface language, else in the first language it exists in. */
export function localText(text: AdminText | null | undefined, language: string): string {
  if (!text) return '';
  const wanted = language.slice(0, 2) as Language;
  if (text[wanted]) return text[wanted];
  const first = Object.values(text).find((value) => value);
  return first ?? '';
}

/** The names of a campaign's languages as one text per language. */
export function namesOf(languages: readonly { lang: Language; name: string }[]): AdminText {
  return Object.fromEntries(languages.map(({ lang, name }) => [lang, name]));
}

/** docs/areas/admin.md, "Campaigns": the four stages HR sees, reports released being the last. */
export type CampaignStage = 'draft' | 'open' | 'closed' | 'released';

export function stageOf(campaign: { state: AdminCampaignState; reportsReleased: boolean }): CampaignStage {
  if (campaign.reportsReleased) return 'released';
  switch (campaign.state) {
    case 'DRAFT':
      return 'draft';
    case 'ACTIVE':
      return 'open';
    case 'CLOSED':
      return 'closed';
  }
}

/** A day shown as such: the API's instants are midnight UTC, read in UTC so no zone moves them a day. */
export function formatDay(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
