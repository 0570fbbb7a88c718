import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';
import { literals } from './literals';

/**
 * The people of a campaign in the HR console (docs/areas/admin.md, "People"): the import of
 * participants and of 360 relations (a preview, then a commit), one person by hand, and the
 * assessors of a participant.
 */

const Closed = { additionalProperties: false } as const;
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The largest file an import takes, CSV or XLSX. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most data rows an import takes (the header not counted). */
export const IMPORT_MAX_ROWS = 10_000;
/** The raw body content type of an XLSX import. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const PERSON_ROLES = ['participant', 'Assessor', 'superassessor', 'admin'] as const;
export const PersonRole = Type.Union(literals(PERSON_ROLES));
export type PersonRole = Static<typeof PersonRole>;

/** The header of each column of a participants file as the template writes it; others are accepted (docs/areas/admin.md). */
export const PARTICIPANT_COLUMNS = ['email', 'first name', 'last name', 'language', 'team', 'manager email', 'role', 'assessor emails'] as const;
/** The header of each column of a 360 relations file as the documentation writes it. */
export const RELATION_COLUMNS = ['subject email', 'rater email', 'relationship'] as const;

/** What an import does with one row: create, change, leave as it is, or refuse. */
export const IMPORT_VERDICTS = ['new', 'updated', 'unchanged', 'refused'] as const;
export const ImportVerdict = Type.Union(literals(IMPORT_VERDICTS));
export type ImportVerdict = Static<typeof ImportVerdict>;

/** Why a participant row (or a person added by hand) is refused. */
export const PERSON_REFUSALS = [
  'BAD_EMAIL',
  'DUPLICATE_IN_FILE',
  'UNKNOWN_LANGUAGE',
  'MANAGER_NOT_FOUND',
  'OTHER_COMPANY',
  'MISSING_NAME',
  'UNKNOWN_ROLE',
  'FORMULA',
  'TOO_LONG',
  'ASSESSOR_NOT_FOUND',
  'ROLE_NOT_ALLOWED',
] as const;
export const PersonRefusalCode = Type.Union(literals(PERSON_REFUSALS));
export type PersonRefusalCode = Static<typeof PersonRefusalCode>;

/** Why a 360 relation row is refused. */
export const RELATION_REFUSALS = [
  'BAD_EMAIL',
  'DUPLICATE_IN_FILE',
  'SUBJECT_NOT_FOUND',
  'RATER_NOT_FOUND',
  'UNKNOWN_RELATIONSHIP',
  'SELF_MISMATCH',
  'HAS_ANSWERS',
  'FORMULA',
] as const;
export const RelationRefusalCode = Type.Union(literals(RELATION_REFUSALS));
export type RelationRefusalCode = Static<typeof RelationRefusalCode>;

/** The fields of a person a verdict of `updated` names as changed. */
export const PERSON_FIELDS = ['firstName', 'lastName', 'language', 'team', 'manager', 'role', 'enrolment', 'assessors'] as const;
export const PersonField = Type.Union(literals(PERSON_FIELDS));
export type PersonField = Static<typeof PersonField>;

/** A participant as a row of the file gives them; empty cells are null. */
export const PersonCells = Type.Object(
  {
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    language: NullableString,
    team: NullableString,
    managerEmail: NullableString,
    role: NullableString,
    assessorEmails: Type.Array(Type.String()),
  },
  Closed,
);
export type PersonCells = Static<typeof PersonCells>;

export const Refusal = <C extends typeof PersonRefusalCode | typeof RelationRefusalCode>(code: C) =>
  Type.Object({ code, message: Type.String() }, Closed);

export const PersonRowVerdict = Type.Object(
  {
    /** The row's line in the file: the header is line 1. */
    line: Type.Integer({ minimum: 2 }),
    cells: PersonCells,
    verdict: ImportVerdict,
    /** What an `updated` row changes; empty otherwise. */
    changes: Type.Array(PersonField),
    refusal: Type.Union([Refusal(PersonRefusalCode), Type.Null()]),
  },
  Closed,
);
export type PersonRowVerdict = Static<typeof PersonRowVerdict>;

export const ImportCounts = Type.Object(
  {
    rows: Type.Integer({ minimum: 0 }),
    new: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    unchanged: Type.Integer({ minimum: 0 }),
    refused: Type.Integer({ minimum: 0 }),
  },
  Closed,
);
export type ImportCounts = Static<typeof ImportCounts>;

/** `?commit=1` stores the rows that are not refused; without it nothing is stored. */
export const ImportQuery = Type.Object({ commit: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])) });
export type ImportQuery = Static<typeof ImportQuery>;

/**
 * The answer of a participants import. Preview and commit answer the same verdicts; a commit
 * says how many refused rows it skipped (`skipped`, equal to `counts.refused`).
 */
export const ParticipantImportResponse = Type.Object(
  {
    status: Type.Literal(true),
    committed: Type.Boolean(),
    counts: ImportCounts,
    skipped: Type.Integer({ minimum: 0 }),
    rows: Type.Array(PersonRowVerdict),
  },
  Closed,
);
export type ParticipantImportResponse = Static<typeof ParticipantImportResponse>;

export const RelationCells = Type.Object(
  {
    subjectEmail: Type.String(),
    raterEmail: Type.String(),
    relationship: Type.String(),
  },
  Closed,
);
export type RelationCells = Static<typeof RelationCells>;

export const RelationRowVerdict = Type.Object(
  {
    line: Type.Integer({ minimum: 2 }),
    cells: RelationCells,
    verdict: ImportVerdict,
    /** The relation type the row resolves to (1 peer, 2 manager, 3 self, 4 direct report), null when refused. */
    relationType: Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.Null()]),
    refusal: Type.Union([Refusal(RelationRefusalCode), Type.Null()]),
  },
  Closed,
);
export type RelationRowVerdict = Static<typeof RelationRowVerdict>;

export const RelationImportResponse = Type.Object(
  {
    status: Type.Literal(true),
    committed: Type.Boolean(),
    counts: ImportCounts,
    skipped: Type.Integer({ minimum: 0 }),
    rows: Type.Array(RelationRowVerdict),
  },
  Closed,
);
export type RelationImportResponse = Static<typeof RelationImportResponse>;

const personFields = {
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  language: NullableString,
  team: NullableString,
  managerId: Type.Union([Type.Integer(), Type.Null()]),
  managerEmail: NullableString,
  role: PersonRole,
  /** False once removed from a campaign while they had answers and no other campaign to enter: they no longer sign in. */
  active: Type.Boolean(),
};

/** A person of the company. */
export const Person = Type.Object(personFields, Closed);
export type Person = Static<typeof Person>;

/** One person of a campaign as the console lists them. */
export const PersonEntry = Type.Object(
  {
    ...personFields,
    /** CLOSED once removed from this campaign while they had answers (kept, no longer entering it). */
    enrolmentState: Type.Union(literals(['ACTIVE', 'COMPLETED', 'REPORT', 'CLOSED'] as const)),
  },
  Closed,
);
export type PersonEntry = Static<typeof PersonEntry>;

export const PEOPLE_PAGE_SIZE = 50;

export const PeopleListQuery = Type.Object(
  {
    /** Part of the e-mail, first or last name, or team, in any case. */
    search: Type.Optional(Type.String({ maxLength: 200 })),
    /** From 1. */
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  Closed,
);
export type PeopleListQuery = Static<typeof PeopleListQuery>;

export const PeopleListResponse = Type.Object(
  {
    status: Type.Literal(true),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    people: Type.Array(PersonEntry),
  },
  Closed,
);
export type PeopleListResponse = Static<typeof PeopleListResponse>;

const Cell = (maxLength: number) => Type.String({ maxLength });

/**
 * One person added to a campaign by hand: checked as a row of an import. A refusal answers
 * 422 with the refusal's code (PersonRefusalCode) and message.
 */
export const AddPersonRequest = Type.Object(
  {
    email: Cell(320),
    firstName: Cell(200),
    lastName: Cell(200),
    language: Type.Optional(Type.Union([Cell(16), Type.Null()])),
    team: Type.Optional(Type.Union([Cell(200), Type.Null()])),
    managerEmail: Type.Optional(Type.Union([Cell(320), Type.Null()])),
    role: Type.Optional(PersonRole),
    assessorEmails: Type.Optional(Type.Array(Cell(320), { maxItems: 50 })),
  },
  Closed,
);
export type AddPersonRequest = Static<typeof AddPersonRequest>;

export const AddPersonResponse = Type.Object(
  {
    status: Type.Literal(true),
    verdict: Type.Union([Type.Literal('new'), Type.Literal('updated'), Type.Literal('unchanged')]),
    changes: Type.Array(PersonField),
    person: PersonEntry,
  },
  Closed,
);
export type AddPersonResponse = Static<typeof AddPersonResponse>;

/** A change of one person; an absent field keeps its value, null empties it. */
export const PersonPatch = Type.Object(
  {
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    language: Type.Optional(Type.Union([Cell(16), Type.Null()])),
    team: Type.Optional(Type.Union([Cell(200), Type.Null()])),
    managerId: Type.Optional(Type.Union([RowId, Type.Null()])),
    role: Type.Optional(PersonRole),
  },
  Closed,
);
export type PersonPatch = Static<typeof PersonPatch>;

export const PersonResponse = Type.Object({ status: Type.Literal(true), person: Person }, Closed);
export type PersonResponse = Static<typeof PersonResponse>;

/**
 * What removing a person from a campaign did: `removed` (un-enrolled, nothing of theirs was
 * there) or `deactivated` (they had answers: the enrolment is kept, CLOSED).
 */
export const RemovePersonResponse = Type.Object(
  {
    status: Type.Literal(true),
    outcome: Type.Union([Type.Literal('removed'), Type.Literal('deactivated')]),
    /** False once the person has no other active enrolment and had answers: they no longer sign in. */
    active: Type.Boolean(),
  },
  Closed,
);
export type RemovePersonResponse = Static<typeof RemovePersonResponse>;

export const CampaignPersonParams = Type.Object({ id: RowId, userId: RowId }, Closed);
export type CampaignPersonParams = Static<typeof CampaignPersonParams>;

export const PersonParams = Type.Object({ userId: RowId }, Closed);
export type PersonParams = Static<typeof PersonParams>;

/** The assessors who evaluate a participant in every test of the campaign (samples of docs/behaviour.md §3). */
export const AssessorsBody = Type.Object({ assessorIds: Type.Array(RowId, { maxItems: 100, uniqueItems: true }) }, Closed);
export type AssessorsBody = Static<typeof AssessorsBody>;

/** An assessor as the console names them, whether or not the page lists them. */
export const AssessorRef = Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String(), email: Type.String() }, Closed);
export type AssessorRef = Static<typeof AssessorRef>;

/** By last name, then first name. */
export const AssessorsResponse = Type.Object({ status: Type.Literal(true), assessors: Type.Array(AssessorRef) }, Closed);
export type AssessorsResponse = Static<typeof AssessorsResponse>;

export const TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];
