import { http } from '@skillup/shared';
import {
  nominationPaths,
  type Approval,
  type ApprovalsResponse,
  type CandidatesResponse,
  type DecisionRequest,
  type DeclineRequest,
  type MyNominationsResponse,
  type NominateRequest,
  type Nomination,
  type NominationPerson,
  type NominationResponse,
} from '@skillup/shared/api/contract';
import { relationsKey } from './feedback360';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const nominationKeys = {
  mine: (campaignId: number) => ['nominations', campaignId, 'mine'] as const,
  candidates: (campaignId: number, q: string) => ['nominations', campaignId, 'candidates', q] as const,
  approvals: (campaignId: number) => ['nominations', campaignId, 'approvals'] as const,
};

export async function loadMyNominations(campaignId: number): Promise<MyNominationsResponse> {
  const { data } = await http.get<MyNominationsResponse>(nominationPaths.mine(campaignId));
  return data;
}

export async function searchCandidates(campaignId: number, q: string): Promise<NominationPerson[]> {
  const { data } = await http.get<CandidatesResponse>(nominationPaths.candidates(campaignId), { params: { q } });
  return data.people;
}

export async function nominate(campaignId: number, request: NominateRequest): Promise<Nomination> {
  const { data } = await http.post<NominationResponse>(nominationPaths.mine(campaignId), request);
  return data.nomination;
}

export async function removeNomination(campaignId: number, nominationId: number): Promise<void> {
  await http.delete(nominationPaths.one(campaignId, nominationId));
}

export async function submitNominations(campaignId: number): Promise<MyNominationsResponse> {
  const { data } = await http.post<MyNominationsResponse>(nominationPaths.submit(campaignId));
  return data;
}

export async function loadApprovals(campaignId: number): Promise<ApprovalsResponse> {
  const { data } = await http.get<ApprovalsResponse>(nominationPaths.approvals(campaignId));
  return data;
}

export async function decide(campaignId: number, nominationId: number, request: DecisionRequest): Promise<Nomination> {
  const { data } = await http.post<NominationResponse>(nominationPaths.decide(campaignId, nominationId), request);
  return data.nomination;
}

export async function declineEvaluation(campaignId: number, evaluee: number, request: DeclineRequest): Promise<void> {
  await http.post(nominationPaths.decline(campaignId, evaluee), request);
}

// Counts and statuses change with every action, here or by the approver: read afresh on each visit.
export const useMyNominations = (campaignId: number) =>
  useQuery({ queryKey: nominationKeys.mine(campaignId), queryFn: () => loadMyNominations(campaignId), staleTime: 0 });

/** The results of the last search stay on screen while the next one loads, so the list does not jump. */
export const useCandidates = (campaignId: number, q: string, enabled: boolean) =>
  useQuery({
    queryKey: nominationKeys.candidates(campaignId, q),
    queryFn: () => searchCandidates(campaignId, q),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useApprovals = (campaignId: number) =>
  useQuery({ queryKey: nominationKeys.approvals(campaignId), queryFn: () => loadApprovals(campaignId), staleTime: 0 });

/**
 * Every change of the caller's nominations changes the counts the page shows; a refusal too may
 * mean the state moved on (the deadline passed, the approver decided), so both read it again.
 */
function useNominationsChange<Input>(campaignId: number, mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: nominationKeys.mine(campaignId) }),
  });
}

export const useNominate = (campaignId: number) => useNominationsChange(campaignId, (request: NominateRequest) => nominate(campaignId, request));

export const useRemoveNomination = (campaignId: number) =>
  useNominationsChange(campaignId, (nominationId: number) => removeNomination(campaignId, nominationId));

export const useSubmitNominations = (campaignId: number) => useNominationsChange(campaignId, (_: void) => submitNominations(campaignId));

/** A refusal may mean someone else decided meanwhile: the list is read again either way. */
export function useDecide(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ approval, request }: { approval: Approval; request: DecisionRequest }) => decide(campaignId, approval.id, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nominationKeys.approvals(campaignId) }),
  });
}

/** A refusal may mean answers were saved meanwhile (on another device): the list is read again either way. */
export function useDecline(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ evaluee, reason }: { evaluee: number; reason: string }) => declineEvaluation(campaignId, evaluee, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: relationsKey(campaignId) }),
  });
}
