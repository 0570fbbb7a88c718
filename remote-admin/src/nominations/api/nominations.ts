import { http, isApiError } from '@skillup/shared';
import {
  nominationPaths,
  type ApprovalsResponse,
  type DecisionRequest,
  type Nomination,
  type NominationEventsResponse,
  type NominationOverviewResponse,
  type NominationResponse,
  type NominationSettings,
  type NominationSettingsResponse,
} from '@skillup/shared/api/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../campaigns/api/keys';

const nominationsKey = (campaignId: number) => [...campaignKeys.one(campaignId), 'nominations'] as const;

export const nominationKeys = {
  settings: (campaignId: number) => [...nominationsKey(campaignId), 'settings'] as const,
  overview: (campaignId: number) => [...nominationsKey(campaignId), 'overview'] as const,
  events: (campaignId: number) => [...nominationsKey(campaignId), 'events'] as const,
  approvals: (campaignId: number) => [...nominationsKey(campaignId), 'approvals'] as const,
};

export async function fetchNominationSettings(campaignId: number): Promise<NominationSettings> {
  const { data } = await http.get<NominationSettingsResponse>(nominationPaths.settings(campaignId));
  return data.settings;
}

export async function saveNominationSettings(campaignId: number, settings: NominationSettings): Promise<NominationSettings> {
  const { data } = await http.put<NominationSettingsResponse>(nominationPaths.settings(campaignId), settings);
  return data.settings;
}

export async function fetchNominationOverview(campaignId: number): Promise<NominationOverviewResponse> {
  const { data } = await http.get<NominationOverviewResponse>(nominationPaths.overview(campaignId));
  return data;
}

export async function fetchNominationEvents(campaignId: number): Promise<NominationEventsResponse['events']> {
  const { data } = await http.get<NominationEventsResponse>(nominationPaths.events(campaignId));
  return data.events;
}

export async function fetchApprovals(campaignId: number): Promise<ApprovalsResponse> {
  const { data } = await http.get<ApprovalsResponse>(nominationPaths.hrApprovals(campaignId));
  return data;
}

export async function decideNomination(campaignId: number, nominationId: number, request: DecisionRequest): Promise<Nomination> {
  const { data } = await http.post<NominationResponse>(nominationPaths.hrDecide(campaignId, nominationId), request);
  return data.nomination;
}

export const useNominationSettings = (campaignId: number) =>
  useQuery(queryOptions({ queryKey: nominationKeys.settings(campaignId), queryFn: () => fetchNominationSettings(campaignId) }));

// Participants nominate and approvers decide while HR watches: each visit reads the counts and the trail again.
export const useNominationOverview = (campaignId: number) =>
  useQuery(queryOptions({ queryKey: nominationKeys.overview(campaignId), queryFn: () => fetchNominationOverview(campaignId), staleTime: 0 }));

export const useNominationEvents = (campaignId: number) =>
  useQuery(queryOptions({ queryKey: nominationKeys.events(campaignId), queryFn: () => fetchNominationEvents(campaignId), staleTime: 0 }));

/**
 * The answer is the settings as stored: the form's cache takes it at once. The limits change
 * which groups fall short, and the change itself enters the trail: both are read again. A
 * campaign closed meanwhile (409) is read again too, so that its page says it is closed.
 */
export function useSaveNominationSettings(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NominationSettings) => saveNominationSettings(campaignId, settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(nominationKeys.settings(campaignId), settings);
      void queryClient.invalidateQueries({ queryKey: nominationKeys.overview(campaignId) });
      void queryClient.invalidateQueries({ queryKey: nominationKeys.events(campaignId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: campaignKeys.one(campaignId), exact: true });
    },
  });
}

// Participants submit and managers decide meanwhile: what waits is read afresh on each visit.
export const useApprovals = (campaignId: number) =>
  useQuery(queryOptions({ queryKey: nominationKeys.approvals(campaignId), queryFn: () => fetchApprovals(campaignId), staleTime: 0 }));

export interface Decision {
  nominationId: number;
  request: DecisionRequest;
}

/**
 * A decision changes what waits, the groups' counts and the trail. A refusal is read again
 * too: NOT_PENDING or NOMINATION_NOT_FOUND mean someone else (a manager, the automatic
 * approval) decided first, so the list must drop the nomination. The mutation stays pending
 * until the list is read again, so that a decided nomination never shows its buttons again.
 */
export function useDecideNomination(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nominationId, request }: Decision) => decideNomination(campaignId, nominationId, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: nominationKeys.approvals(campaignId) }),
        queryClient.invalidateQueries({ queryKey: nominationKeys.overview(campaignId) }),
        queryClient.invalidateQueries({ queryKey: nominationKeys.events(campaignId) }),
      ]),
  });
}
