import { http } from '@skillup/shared';
import { paths, type AdminActivity, type AdminActivityListResponse } from '@skillup/shared/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignKeys } from './keys';

export async function fetchActivities(): Promise<AdminActivity[]> {
  const { data } = await http.get<AdminActivityListResponse>(paths.hr.activities);
  return data.activities;
}

// The catalogue changes with a server release only.
export const activitiesQuery = () => queryOptions({ queryKey: campaignKeys.activities, queryFn: fetchActivities, staleTime: Infinity });

export const useActivities = () => useQuery(activitiesQuery());
