import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';

/**
 * The generic lists of docs/behaviour.md §7.2: one shape of calls for every endpoint below. A list is
 * keyed by the plural name, one item by the singular name.
 */
export const RESOURCE_ENDPOINTS = ['companies', 'languages', 'usertests'] as const;
export type ResourceEndpoint = (typeof RESOURCE_ENDPOINTS)[number];

/** GET /{endpoint}?companyId=: another company than the caller's is for superassessors only. */
export const ResourceListQuery = Type.Object({ companyId: Type.Optional(RowId) });
export type ResourceListQuery = Static<typeof ResourceListQuery>;

/** DELETE /{endpoint}/selection */
export const SelectionRequest = Type.Object({
  selection: Type.Array(RowId, { minItems: 1, maxItems: 1000 }),
});
export type SelectionRequest = Static<typeof SelectionRequest>;
/** How many of the selected items were deleted: ids unknown to the caller are skipped. */
export const SelectionDeleteResponse = Type.Object({ status: Type.Literal(true), deleted: Type.Integer({ minimum: 0 }) });
export type SelectionDeleteResponse = Static<typeof SelectionDeleteResponse>;

const Name = Type.String({ maxLength: 200 });
const Url = Type.String({ maxLength: 2000 });
const NullableText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);

export const Company = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The company's code, unique, as used in addresses and by integrations. */
  companyId: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  /**
   * The IANA time zone (`Europe/Rome`) whose 09:00 reminders go at for people whose own zone
   * is unknown (docs/jobs.md); null: the server's (MAIL_TIME_ZONE).
   */
  timeZone: Type.Union([Type.String(), Type.Null()]),
});
export type Company = Static<typeof Company>;

/** Create or update; on update an absent field keeps its value. A name is required ('No valid company name'). */
export const CompanyInput = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Type.Optional(Name),
  companyId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' })),
  logo: Type.Optional(NullableText(2000)),
  /** An IANA time zone the server knows ('No valid time zone' otherwise), or null for the server's. */
  timeZone: Type.Optional(NullableText(64)),
});
export type CompanyInput = Static<typeof CompanyInput>;

export const CompanyListResponse = Type.Object({ status: Type.Literal(true), companies: Type.Array(Company) });
export type CompanyListResponse = Static<typeof CompanyListResponse>;
export const CompanyResponse = Type.Object({ status: Type.Literal(true), company: Company });
export type CompanyResponse = Static<typeof CompanyResponse>;

/** A language the product can offer a campaign in (docs/behaviour.md §3, Language). */
export const LanguageModel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lang: Type.String(),
  description: Type.String(),
});
export type LanguageModel = Static<typeof LanguageModel>;

export const LANGUAGE_CODE_PATTERN = '^[a-z]{2,3}(-[A-Z]{2})?$';

export const LanguageInput = Type.Object({
  id: Type.Optional(Type.Integer()),
  name: Type.Optional(Name),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type LanguageInput = Static<typeof LanguageInput>;

export const LanguageListResponse = Type.Object({ status: Type.Literal(true), languages: Type.Array(LanguageModel) });
export type LanguageListResponse = Static<typeof LanguageListResponse>;
export const LanguageResponse = Type.Object({ status: Type.Literal(true), language: LanguageModel });
export type LanguageResponse = Static<typeof LanguageResponse>;

/** Text in every language it was written in, keyed by language code. */
export const LocalisedText = Type.Record(Type.String({ pattern: '^[a-z]{2,3}$' }), Type.String({ maxLength: 20000 }), {
  additionalProperties: false,
});
export type LocalisedText = Static<typeof LocalisedText>;

/**
 * A test of a campaign as staff edit it (docs/behaviour.md §3, Test/task): the texts in every language,
 * no participant progress. `startDate` is dd/MM/yyyy as in UserTest.
 */
export const TestModel = Type.Object({
  id: Type.Integer(),
  campaignId: Type.Integer(),
  companyId: Type.Integer(),
  name: LocalisedText,
  description: LocalisedText,
  instructions: LocalisedText,
  abbreviation: Type.Union([Type.String(), Type.Null()]),
  position: Type.Integer(),
  url: Type.String(),
  img: Type.Union([Type.String(), Type.Null()]),
  repeatable: Type.Boolean(),
  legacy: Type.Boolean(),
  hasTimer: Type.Boolean(),
  exitMessage: Type.Union([LocalisedText, Type.Null()]),
  startDate: Type.Union([Type.String(), Type.Null()]),
  prerequisites: Type.Array(Type.Integer()),
  duration: Type.Union([Type.Integer(), Type.Null()]),
  color: Type.Union([Type.String(), Type.Null()]),
  jsonData: Type.Record(Type.String(), Type.Unknown()),
});
export type TestModel = Static<typeof TestModel>;

/**
 * Create (campaignId, a name and a url required) or update (absent fields keep their value;
 * a test stays in its campaign). Prerequisites are tests of the same campaign.
 */
export const TestModelInput = Type.Object({
  id: Type.Optional(Type.Integer()),
  campaignId: Type.Optional(RowId),
  name: Type.Optional(LocalisedText),
  description: Type.Optional(LocalisedText),
  instructions: Type.Optional(LocalisedText),
  abbreviation: Type.Optional(NullableText(32)),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  url: Type.Optional(Url),
  img: Type.Optional(NullableText(2000)),
  repeatable: Type.Optional(Type.Boolean()),
  legacy: Type.Optional(Type.Boolean()),
  hasTimer: Type.Optional(Type.Boolean()),
  exitMessage: Type.Optional(Type.Union([LocalisedText, Type.Null()])),
  startDate: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{2}/\\d{2}/\\d{4}$' }), Type.Null()])),
  prerequisites: Type.Optional(Type.Array(RowId, { maxItems: 100 })),
  duration: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10000 }), Type.Null()])),
  color: Type.Optional(Type.Union([Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' }), Type.Null()])),
  jsonData: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type TestModelInput = Static<typeof TestModelInput>;

export const TestModelListResponse = Type.Object({ status: Type.Literal(true), usertests: Type.Array(TestModel) });
export type TestModelListResponse = Static<typeof TestModelListResponse>;
export const TestModelResponse = Type.Object({ status: Type.Literal(true), usertest: TestModel });
export type TestModelResponse = Static<typeof TestModelResponse>;
