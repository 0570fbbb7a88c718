import { http, paths } from '@skillup/shared';
import type { InviteAgainResponse, ParticipantProgressResponse, TestResetRequest, TestResetResponse } from '@skillup/shared/api/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { progressKeys } from './keys';

export async function fetchParticipantProgress(campaignId: number, userId: number): Promise<ParticipantProgressResponse> {
  const { data } = await http.get<ParticipantProgressResponse>(paths.admin.participantProgress(campaignId, userId));
  return data;
}

export const participantProgressQuery = (campaignId: number, userId: number) =>
  queryOptions({
    queryKey: progressKeys.participant(campaignId, userId),
    queryFn: () => fetchParticipantProgress(campaignId, userId),
    // Someone may be answering right now: read again each time the page opens.
    staleTime: 0,
  });

export const useParticipantProgress = (campaignId: number, userId: number) => useQuery(participantProgressQuery(campaignId, userId));

export async function resetTest(campaignId: number, userId: number, testId: number, body: TestResetRequest): Promise<TestResetResponse> {
  const { data } = await http.post<TestResetResponse>(paths.admin.testReset(campaignId, userId, testId), body);
  return data;
}

/** A reset changes the participant's detail and the grid's cells and counts. */
export function useResetTest(campaignId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ testId, reason }: { testId: number; reason: string }) => resetTest(campaignId, userId, testId, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKeys.all(campaignId) }),
  });
}

/** docs/jobs.md, "Invite again": 1 when the invitation was queued, 0 when the same one was queued within the minute. */
export async function inviteAgain(campaignId: number, userId: number): Promise<InviteAgainResponse['queued']> {
  const { data } = await http.post<InviteAgainResponse>(paths.hr.invite(campaignId, userId));
  return data.queued;
}

/** The participant's detail and the grid's last mail are old once an invitation is queued. */
export function useInviteAgain(campaignId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteAgain(campaignId, userId),
    // Not awaited: the outcome shows at once, the pages catch up on their own.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: progressKeys.all(campaignId) }),
  });
}
