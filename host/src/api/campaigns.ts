import type {
  SelectCampaignRequest,
  SelectCampaignResponse,
  UserCampaign,
  UserCampaignListResponse,
  UserCampaignResponse,
} from '@skillup/shared/api/contract';
import { http, paths } from '@skillup/shared/api';

export async function listUserCampaigns(): Promise<UserCampaignListResponse> {
  const { data } = await http.get<UserCampaignListResponse>(paths.userCampaignList);
  return data;
}

/** Makes the campaign the session's current one, in the given language when it has several. */
export async function selectCampaign(id: number, lang?: SelectCampaignRequest['lang']): Promise<SelectCampaignResponse> {
  const body: SelectCampaignRequest = lang ? { lang } : {};
  const { data } = await http.post<SelectCampaignResponse>(paths.selectCampaign(id), body);
  return data;
}

/** The session's current campaign. */
export async function getUserCampaign(): Promise<UserCampaign> {
  const { data } = await http.get<UserCampaignResponse>(paths.userCampaign);
  return data.campaign;
}
