import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';
import { TestStatus } from './tests';

/**
 * docs/behaviour.md §7.5: what an activity's progress looks like on the wire. Every write carries the
 * version the browser gave it; the server keeps the highest, so a replayed or duplicated
 * request is answered as applied: false and changes nothing.
 */
/** A database id: the columns are 32-bit integers, so a larger number is refused as input. */
/** A row id as PostgreSQL stores it (integer): larger numbers are refused, not overflowed. */
export const DbId = RowId;

export const TestSupportParams = Type.Object({
  testId: DbId,
  campaignId: DbId,
  userId: DbId,
});
export type TestSupportParams = Static<typeof TestSupportParams>;

export const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** What the server holds of one user's run of one test. `testData` is the activity's JSON string. */
export const TestSyncData = Type.Object({
  version: Version,
  testData: Type.Union([Type.String(), Type.Null()]),
  testStatus: TestStatus,
});
export type TestSyncData = Static<typeof TestSyncData>;

export const TestSyncResponse = Type.Object({ status: Type.Literal(true), data: TestSyncData });
export type TestSyncResponse = Static<typeof TestSyncResponse>;

/** Stored data travels as a string; activities decide what is inside. 1 MiB is plenty for any of ours. */
export const TestDataString = Type.String({ maxLength: 1_048_576 });

export const SyncRequest = Type.Object({ version: Version, status: TestStatus, data: TestDataString });
export type SyncRequest = Static<typeof SyncRequest>;
export const StatusRequest = Type.Object({ version: Version, status: TestStatus });
export type StatusRequest = Static<typeof StatusRequest>;
export const DataRequest = Type.Object({ version: Version, data: TestDataString });
export type DataRequest = Static<typeof DataRequest>;

/** `applied` false means the server already held this version or a newer one. */
export const WriteResponse = Type.Object({ status: Type.Literal(true), applied: Type.Boolean(), version: Version });
export type WriteResponse = Static<typeof WriteResponse>;

export const CheckSyncRequest = Type.Object({
  tests: Type.Array(Type.Object({ testId: DbId, version: Version }), { maxItems: 1000 }),
});
export type CheckSyncRequest = Static<typeof CheckSyncRequest>;
/** The tests whose local version the server has not got yet: the browser sends them again. */
export const CheckSyncResponse = Type.Object({ status: Type.Literal(true), needPushing: Type.Array(Type.Integer()) });
export type CheckSyncResponse = Static<typeof CheckSyncResponse>;

/** One result an activity's algorithm computes, e.g. { name: 'accuracy', value: 0.8 }. */
export const Outcome = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 128 }),
  value: Type.Number(),
  label: Type.Optional(Type.String({ maxLength: 512 })),
});
export type Outcome = Static<typeof Outcome>;

export const OutcomesParams = Type.Object({
  campaignId: DbId,
  testId: DbId,
  userId: DbId,
});
export type OutcomesParams = Static<typeof OutcomesParams>;
/**
 * A participant posts their own outcomes (userId is themself); an assessor posts the
 * outcomes they give an assessed user (userId is the assessed user).
 */
export const OutcomesRequest = Type.Object({
  values: Type.Array(Outcome, { maxItems: 500 }),
  /** The queue item's version: when given, an older or equal one changes nothing. */
  version: Type.Optional(Version),
});
export type OutcomesRequest = Static<typeof OutcomesRequest>;

export const AssessedOutcomesParams = Type.Object({
  testId: DbId,
  campaignId: DbId,
});
/** Per assessed user of the assessor's samples: the user's own outcomes and what assessors gave them. */
export const AssessedOutcome = Type.Object({
  userId: Type.Integer(),
  outcomes: Type.Array(Outcome),
  assessorOutcomes: Type.Array(Outcome),
});
export type AssessedOutcome = Static<typeof AssessedOutcome>;
export const AssessedOutcomesResponse = Type.Object({ status: Type.Literal(true), list: Type.Array(AssessedOutcome) });
export type AssessedOutcomesResponse = Static<typeof AssessedOutcomesResponse>;

/** An assessed user an assessor may evaluate in a test (docs/behaviour.md §6). */
export const Sample = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});
export type Sample = Static<typeof Sample>;
export const SamplesParams = Type.Object({ userId: DbId, testId: DbId });
export const SamplesResponse = Type.Object({ status: Type.Literal(true), samples: Type.Array(Sample) });
export type SamplesResponse = Static<typeof SamplesResponse>;

export const RpcParams = Type.Object({ campaignId: DbId, testId: DbId });
/** Server-side help for an activity, e.g. a timer that survives a reload. */
export const RpcRequest = Type.Object({
  action: Type.String({ minLength: 1, maxLength: 64 }),
  data: Type.Optional(Type.Unknown()),
});
export type RpcRequest = Static<typeof RpcRequest>;
export const RpcResponse = Type.Object({ status: Type.Literal(true), result: Type.Unknown() });
export type RpcResponse = Static<typeof RpcResponse>;

/**
 * The kinds of queue item (docs/queue.md §4) and the call each becomes: everything a participant
 * sends. PAGE_360 is a confirmed page of a 360 questionnaire (docs/areas/feedback-360.md,
 * "Sending pages"); CALENDAR_STORE one change of the Agenda (docs/areas/calendar.md);
 * CHALLENGE_TUTORIAL the challenge's tutorial seen (docs/areas/challenge.md).
 */
export const QUEUE_ITEM_TYPES = ['SYNC', 'SYNC_ALL', 'STATUS', 'DATA', 'OUTCOMES', 'PAGE_360', 'CALENDAR_STORE', 'CHALLENGE_TUTORIAL'] as const;
export type QueueItemType = (typeof QUEUE_ITEM_TYPES)[number];

/**
 * The kinds the page-leave beacon carries: the writes its route applies by version. The Agenda's
 * changes and the tutorial's flag wait in the queue for the next visit instead (docs/queue.md §8).
 */
export const BEACON_ITEM_TYPES = ['SYNC', 'SYNC_ALL', 'STATUS', 'DATA', 'OUTCOMES', 'PAGE_360'] as const satisfies readonly QueueItemType[];
export type BeaconItemType = (typeof BEACON_ITEM_TYPES)[number];

/**
 * On page leave the queue cannot wait for answers: what is still pending goes in one
 * beacon, as form data with a field `items` holding this JSON (docs/behaviour.md §7.5). The server
 * applies each item with the same version rule as the calls above.
 */
export const BeaconItem = Type.Object({
  type: Type.Union(BEACON_ITEM_TYPES.map((t) => Type.Literal(t))),
  campaignId: DbId,
  testId: DbId,
  userId: DbId,
  /** PAGE_360 only: the person the page is about. */
  evaluee: Type.Optional(DbId),
  version: Version,
  status: Type.Optional(TestStatus),
  data: Type.Optional(Type.Unknown()),
});
export type BeaconItem = Static<typeof BeaconItem>;
export const BeaconItems = Type.Array(BeaconItem, { maxItems: 500 });

/** What a beacon did: how many of its items changed something on the server. */
export const BeaconResponse = Type.Object({ status: Type.Literal(true), applied: Type.Integer({ minimum: 0 }) });
export type BeaconResponse = Static<typeof BeaconResponse>;

/**
 * The samples as a generic list (docs/behaviour.md §7.2): who assesses whom, in one test or in every
 * test of a campaign. Paths relative to the base /api.
 */
export const samplePaths = {
  list: '/samples',
  one: (id: number | string) => `/samples/${id}`,
  selection: '/samples/selection',
} as const;

export const SampleInput = Type.Object({
  companyId: DbId,
  assessorId: DbId,
  assessedId: DbId,
  testId: Type.Union([DbId, Type.Null()]),
  campaignId: Type.Union([DbId, Type.Null()]),
});
export type SampleInput = Static<typeof SampleInput>;
export const SampleRecord = Type.Composite([Type.Object({ id: Type.Integer() }), SampleInput]);
export type SampleRecord = Static<typeof SampleRecord>;
export const SampleRecordResponse = Type.Object({ status: Type.Literal(true), sample: SampleRecord });
export type SampleRecordResponse = Static<typeof SampleRecordResponse>;
export const SampleRecordsResponse = Type.Object({ status: Type.Literal(true), samples: Type.Array(SampleRecord) });
export type SampleRecordsResponse = Static<typeof SampleRecordsResponse>;
export const CompanyIdQuery = Type.Object({ companyId: DbId });
export const SampleIdParam = Type.Object({ id: DbId });
