import { http } from '@skillup/shared';
import { paths, type AdminCampaignResponse } from '@skillup/shared/api/contract';
import { useMutation } from '@tanstack/react-query';
import { useStoreCampaign } from './campaigns';

/** docs/areas/admin.md, "Campaigns": draft → open (launch) → closed (close) → reports released (release). */
export type LifecycleStep = 'launch' | 'close' | 'release';

export async function takeLifecycleStep(id: number, step: LifecycleStep): Promise<AdminCampaignResponse> {
  const { data } = await http.post<AdminCampaignResponse>(paths.hr[step](id));
  return data;
}

export function useLifecycleStep(id: number) {
  const store = useStoreCampaign();
  return useMutation({ mutationFn: (step: LifecycleStep) => takeLifecycleStep(id, step), onSuccess: store });
}
