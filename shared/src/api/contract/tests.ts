import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';
import { literals } from './literals';
import { TEST_KINDS } from './names';

export const TestStatus = Type.Union([Type.Literal('not attempted'), Type.Literal('incomplete'), Type.Literal('complete')]);
export type TestStatus = Static<typeof TestStatus>;

/**
 * What the test opens (docs/behaviour.md §9): `feedback360` is its campaign's 360 (start → /skillup-360),
 * any other an activity in the test frame. Remote versions built before it ignore it.
 */
export const TestKind = Type.Union(literals(TEST_KINDS));
export type TestKind = Static<typeof TestKind>;

/** A test (task) of a campaign with the signed-in user's progress on it (docs/behaviour.md §3, Test/task). */
export const UserTest = Type.Object({
  id: Type.Integer(),
  kind: TestKind,
  name: Type.String(),
  description: Type.String(),
  instructions: Type.String(),
  abbreviation: Type.Union([Type.String(), Type.Null()]),
  position: Type.Integer(),
  /** Path of the activity under the test base URL /tests/. */
  url: Type.String(),
  img: Type.Union([Type.String(), Type.Null()]),
  companyId: Type.Integer(),
  status: TestStatus,
  repeatable: Type.Boolean(),
  legacy: Type.Boolean(),
  /** dd/MM/yyyy, calendar theme only. */
  startDate: Type.Union([Type.String(), Type.Null()]),
  prerequisites: Type.Array(Type.Integer()),
  duration: Type.Union([Type.Integer(), Type.Null()]),
  color: Type.Union([Type.String(), Type.Null()]),
  hasTimer: Type.Boolean(),
  exitMessage: Type.Union([Type.String(), Type.Null()]),
  jsonData: Type.Record(Type.String(), Type.Unknown()),
});
export type UserTest = Static<typeof UserTest>;

/**
 * GET /usercampaign/{campaignId}/usertests (paths.userTests): the signed-in user's tests of a
 * campaign they have entered, with their progress; 404 for any other campaign. The staff's
 * list of tests as they edit them is the generic list GET /usertests (TestModelListResponse).
 */
export const UserTestsParams = Type.Object({ campaignId: RowId }, { additionalProperties: false });
export type UserTestsParams = Static<typeof UserTestsParams>;

export const UserTestsResponse = Type.Object({ status: Type.Literal(true), usertests: Type.Array(UserTest) });
export type UserTestsResponse = Static<typeof UserTestsResponse>;
