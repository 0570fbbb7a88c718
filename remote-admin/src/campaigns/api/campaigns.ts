import { http } from '@skillup/shared';
import {
  paths,
  type AdminCampaignCreateRequest,
  type AdminCampaignListResponse,
  type AdminCampaignResponse,
  type AdminCampaignSummary,
  type AdminCampaignUpdateRequest,
} from '@skillup/shared/api/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from './keys';

export async function fetchCampaigns(): Promise<AdminCampaignSummary[]> {
  const { data } = await http.get<AdminCampaignListResponse>(paths.hr.campaigns);
  return data.campaigns;
}

export async function fetchCampaign(id: number): Promise<AdminCampaignResponse> {
  const { data } = await http.get<AdminCampaignResponse>(paths.hr.campaign(id));
  return data;
}

export async function createCampaign(request: AdminCampaignCreateRequest): Promise<AdminCampaignResponse> {
  const { data } = await http.post<AdminCampaignResponse>(paths.hr.campaigns, request);
  return data;
}

export async function updateCampaign(id: number, request: AdminCampaignUpdateRequest): Promise<AdminCampaignResponse> {
  const { data } = await http.patch<AdminCampaignResponse>(paths.hr.campaign(id), request);
  return data;
}

// Participants and completion move while people work: the list is read again on each visit.
export const campaignsQuery = () => queryOptions({ queryKey: campaignKeys.list, queryFn: fetchCampaigns, staleTime: 0 });

export const campaignQuery = (id: number) => queryOptions({ queryKey: campaignKeys.one(id), queryFn: () => fetchCampaign(id) });

export const useCampaigns = () => useQuery(campaignsQuery());

export const useCampaign = (id: number) => useQuery(campaignQuery(id));

/** Every call on one campaign answers it whole: the cache takes the answer, the list is stale. */
export function useStoreCampaign() {
  const queryClient = useQueryClient();
  return (answer: AdminCampaignResponse) => {
    queryClient.setQueryData(campaignKeys.one(answer.campaign.id), answer);
    void queryClient.invalidateQueries({ queryKey: campaignKeys.list });
  };
}

export function useCreateCampaign() {
  const store = useStoreCampaign();
  return useMutation({ mutationFn: createCampaign, onSuccess: store });
}

export function useUpdateCampaign(id: number) {
  const store = useStoreCampaign();
  return useMutation({ mutationFn: (request: AdminCampaignUpdateRequest) => updateCampaign(id, request), onSuccess: store });
}
