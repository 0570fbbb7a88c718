import { http, isApiError } from '@skillup/shared';
import { paths, type AdminQuestionnaire, type AdminQuestionnaireResponse } from '@skillup/shared/api/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from './keys';

export const questionnaireKey = (campaignId: number) => [...campaignKeys.one(campaignId), 'feedback360'] as const;

export async function fetchQuestionnaire(campaignId: number): Promise<AdminQuestionnaireResponse> {
  const { data } = await http.get<AdminQuestionnaireResponse>(paths.hr.questionnaire(campaignId));
  return data;
}

export async function saveQuestionnaire(campaignId: number, questionnaire: AdminQuestionnaire): Promise<AdminQuestionnaireResponse> {
  const { data } = await http.put<AdminQuestionnaireResponse>(paths.hr.questionnaire(campaignId), questionnaire);
  return data;
}

// The first answer of a rater locks the questionnaire: each visit asks again whether it still may change.
export const questionnaireQuery = (campaignId: number) =>
  queryOptions({ queryKey: questionnaireKey(campaignId), queryFn: () => fetchQuestionnaire(campaignId), staleTime: 0 });

export const useQuestionnaire = (campaignId: number) => useQuery(questionnaireQuery(campaignId));

/**
 * The answer is the questionnaire as stored: the cache takes it at once. A rater who answered
 * while HR was editing locks it: read again, the page turns read-only and says why.
 */
export function useSaveQuestionnaire(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionnaire: AdminQuestionnaire) => saveQuestionnaire(campaignId, questionnaire),
    onSuccess: (answer) => queryClient.setQueryData(questionnaireKey(campaignId), answer),
    onError: (error) => {
      if (isApiError(error) && error.code === 'QUESTIONNAIRE_LOCKED') void queryClient.invalidateQueries({ queryKey: questionnaireKey(campaignId) });
    },
  });
}
