import { http } from '@skillup/shared';
import { paths, type AdminChallenge, type AdminChallengeResponse } from '@skillup/shared/api/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from './keys';

export const challengeKey = (campaignId: number) => [...campaignKeys.one(campaignId), 'challenge'] as const;

export async function fetchChallenge(campaignId: number): Promise<AdminChallengeResponse> {
  const { data } = await http.get<AdminChallengeResponse>(paths.hr.challenge(campaignId));
  return data;
}

export async function saveChallenge(campaignId: number, challenge: AdminChallenge): Promise<AdminChallengeResponse> {
  const { data } = await http.put<AdminChallengeResponse>(paths.hr.challenge(campaignId), challenge);
  return data;
}

export const challengeQuery = (campaignId: number) => queryOptions({ queryKey: challengeKey(campaignId), queryFn: () => fetchChallenge(campaignId) });

export const useChallenge = (campaignId: number) => useQuery(challengeQuery(campaignId));

/** The answer is the challenge as stored: the cache takes it at once. */
export function useSaveChallenge(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challenge: AdminChallenge) => saveChallenge(campaignId, challenge),
    onSuccess: (answer) => queryClient.setQueryData(challengeKey(campaignId), answer),
  });
}
