import type {
  AssessedOutcome,
  AssessedOutcomesResponse,
  Outcome,
  RpcResponse,
  Sample,
  SamplesResponse,
  StatusOk,
  TestSyncData,
  TestSyncResponse,
} from './contract';
import { paths } from './contract/paths';
import { http } from './client';

/** What the server holds of a user's run of a test (docs/behaviour.md §7.5). */
export async function fetchTestSync(testId: number, campaignId: number, userId: number): Promise<TestSyncData> {
  const { data } = await http.get<TestSyncResponse>(paths.testSync(testId, campaignId, userId));
  return data.data;
}

/** An assessed user's stored run of the test, for their assessor. */
export async function fetchAssessedStore(testId: number, campaignId: number, assessedUserId: number): Promise<TestSyncData> {
  const { data } = await http.get<TestSyncResponse>(paths.testData(testId, campaignId, assessedUserId));
  return data.data;
}

export async function fetchSamples(assessorId: number, testId: number): Promise<Sample[]> {
  const { data } = await http.get<SamplesResponse>(paths.samples(assessorId, testId));
  return data.samples;
}

export async function fetchAssessedOutcomes(testId: number, campaignId: number): Promise<AssessedOutcome[]> {
  const { data } = await http.get<AssessedOutcomesResponse>(paths.assessedOutcomes(testId, campaignId));
  return data.list;
}

/** An assessor's ratings of an assessed user go straight to the server: there is nobody's progress to queue. */
export async function postAssessedOutcomes(campaignId: number, testId: number, assessedUserId: number, values: Outcome[]): Promise<StatusOk> {
  const { data } = await http.post<StatusOk>(paths.outcomes(campaignId, testId, assessedUserId), { values });
  return data;
}

export async function callRpc(campaignId: number, testId: number, action: string, payload?: unknown): Promise<unknown> {
  const { data } = await http.post<RpcResponse>(paths.rpc(campaignId, testId), { action, data: payload });
  return data.result;
}
