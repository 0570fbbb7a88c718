import { Type, type Static } from '@sinclair/typebox';
import { literals } from './literals';
import { LANGUAGES } from './names';

export const Theme = Type.Union([Type.Literal('skillup'), Type.Literal('calendar'), Type.Literal('ferrari-academy')]);
export type Theme = Static<typeof Theme>;

/** A campaign's name and description in one language. */
export const CampaignLanguage = Type.Object({
  lang: Type.String(),
  name: Type.String(),
  description: Type.String(),
});
export type CampaignLanguage = Static<typeof CampaignLanguage>;

export const CampaignUser = Type.Object({
  /** Language the user chose for this campaign, null until chosen. */
  lang: Type.Union([Type.String(), Type.Null()]),
  /** Last access, ISO 8601, null for a campaign never entered ('Nuova!'). */
  accessDate: Type.Union([Type.String(), Type.Null()]),
});
export type CampaignUser = Static<typeof CampaignUser>;

export const UserCampaignListEntry = Type.Object({
  id: Type.Integer(),
  theme: Theme,
  languages: Type.Array(CampaignLanguage),
  user: CampaignUser,
});
export type UserCampaignListEntry = Static<typeof UserCampaignListEntry>;

export const UserCampaignListResponse = Type.Array(UserCampaignListEntry);
export type UserCampaignListResponse = Static<typeof UserCampaignListResponse>;

export const CampaignState = Type.Union([Type.Literal('ACTIVE'), Type.Literal('COMPLETED'), Type.Literal('REPORT'), Type.Literal('CLOSED')]);
export type CampaignState = Static<typeof CampaignState>;

/** The selected campaign as the areas read it (docs/behaviour.md §3, User campaign). */
export const UserCampaign = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  lang: Type.String(),
  theme: Theme,
  state: CampaignState,
  /**
   * The campaign has ended: only its report can be read, no test started or continued. Entered
   * only once HR released the reports (docs/areas/admin.md, "Lifecycle").
   */
  closed: Type.Boolean(),
  reportStatus: Type.String(),
  range360Num: Type.Integer(),
  languages: Type.Array(CampaignLanguage),
  /** Theme data: storage, intro, sections, links… (free-form JSON per theme). */
  data: Type.Record(Type.String(), Type.Unknown()),
  privacy: Type.Boolean(),
  description: Type.String(),
  onCompleteText: Type.Union([Type.String(), Type.Null()]),
  dateStart: Type.Union([Type.String(), Type.Null()]),
  dateEnd: Type.Union([Type.String(), Type.Null()]),
  createdOn: Type.String(),
  is360: Type.Boolean(),
  self_evaluation: Type.Boolean(),
  logo: Type.Union([Type.String(), Type.Null()]),
  noReportText: Type.Union([Type.String(), Type.Null()]),
  user: CampaignUser,
});
export type UserCampaign = Static<typeof UserCampaign>;

export const UserCampaignResponse = Type.Object({ status: Type.Literal(true), campaign: UserCampaign });
export type UserCampaignResponse = Static<typeof UserCampaignResponse>;

export const SelectCampaignRequest = Type.Object({
  lang: Type.Optional(Type.Union(literals(LANGUAGES))),
});
export type SelectCampaignRequest = Static<typeof SelectCampaignRequest>;

export const SelectCampaignResponse = Type.Object({
  status: Type.Literal(true),
  privacy: Type.Boolean(),
  privacyAgreement: Type.Union([Type.String(), Type.Null()]),
  campaign: UserCampaign,
});
export type SelectCampaignResponse = Static<typeof SelectCampaignResponse>;
