import { http } from '@skillup/shared';
import {
  feedback360Paths,
  type Answer360,
  type Data360Response,
  type OutcomesResponse360,
  type QuestionsResponse,
  type Relation,
  type RelationsResponse,
  type SavedAnswersResponse,
  type WriteResponse,
} from '@skillup/shared/api/contract';
import { useQuery } from '@tanstack/react-query';

/** The people the caller evaluates: read by the dashboard, shortened by a decline. */
export const relationsKey = (campaignId: number) => ['feedback360Relations', campaignId] as const;

export async function listRelations(campaignId: number): Promise<Relation[]> {
  const { data } = await http.get<RelationsResponse>(feedback360Paths.relations(campaignId));
  return data.relations;
}

/** Statuses change with every questionnaire saved: read afresh whenever the dashboard opens. */
export const useRelations = (campaignId: number) =>
  useQuery({ queryKey: relationsKey(campaignId), queryFn: () => listRelations(campaignId), staleTime: 0 });

export async function loadQuestions(campaignId: number, evaluee: number): Promise<QuestionsResponse> {
  const { data } = await http.get<QuestionsResponse>(feedback360Paths.questions(campaignId, evaluee));
  return data;
}

export async function loadSavedAnswers(campaignId: number, evaluee: number): Promise<SavedAnswersResponse> {
  const { data } = await http.get<SavedAnswersResponse>(feedback360Paths.saved(campaignId, evaluee));
  return data;
}

export async function loadStoredData(campaignId: number, evaluee: number): Promise<Data360Response['data']> {
  const { data } = await http.get<Data360Response>(feedback360Paths.data(campaignId, evaluee));
  return data.data;
}

export async function saveOutcomes(campaignId: number, evaluee: number, version: number, values: Answer360[]): Promise<OutcomesResponse360> {
  const { data } = await http.post<OutcomesResponse360>(feedback360Paths.outcomes(campaignId, evaluee), { version, values });
  return data;
}

export async function saveStoredData(campaignId: number, evaluee: number, version: number, stored: string): Promise<WriteResponse> {
  const { data } = await http.post<WriteResponse>(feedback360Paths.data(campaignId, evaluee), { version, data: stored });
  return data;
}
