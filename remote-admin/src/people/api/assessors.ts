import { http, paths } from '@skillup/shared';
import type { AssessorRef, AssessorsResponse } from '@skillup/shared/api/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { peopleKeys } from './keys';

export async function fetchAssessors(campaignId: number, userId: number): Promise<AssessorRef[]> {
  const { data } = await http.get<AssessorsResponse>(paths.people.assessors(campaignId, userId));
  return data.assessors;
}

export const assessorsQuery = (campaignId: number, userId: number) =>
  queryOptions({ queryKey: peopleKeys.assessors(campaignId, userId), queryFn: () => fetchAssessors(campaignId, userId), staleTime: 0 });

export const useAssessors = (campaignId: number, userId: number) => useQuery(assessorsQuery(campaignId, userId));

export async function saveAssessors(campaignId: number, userId: number, assessorIds: number[]): Promise<AssessorRef[]> {
  const { data } = await http.put<AssessorsResponse>(paths.people.assessors(campaignId, userId), { assessorIds });
  return data.assessors;
}

export function useSaveAssessors(campaignId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessorIds: number[]) => saveAssessors(campaignId, userId, assessorIds),
    onSuccess: (saved) => queryClient.setQueryData(peopleKeys.assessors(campaignId, userId), saved),
  });
}
