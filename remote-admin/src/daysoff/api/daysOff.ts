import { http, paths } from '@skillup/shared';
import type { DaysOffResponse, SetDayOffRequest } from '@skillup/shared/api/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const daysOffKeys = {
  all: ['admin', 'daysOff'] as const,
  year: (year: number) => [...daysOffKeys.all, year] as const,
};

export async function fetchDaysOff(year: number): Promise<DaysOffResponse> {
  const { data } = await http.get<DaysOffResponse>(paths.admin.daysOff, { params: { year } });
  return data;
}

/** The year on screen stays while the next one loads, so the table does not jump. */
export const useDaysOff = (year: number) =>
  useQuery({ queryKey: daysOffKeys.year(year), queryFn: () => fetchDaysOff(year), placeholderData: keepPreviousData });

/** A change may move any year's days (a country's holidays are every year's): every year is read again. */
function useDaysOffChange<T>(send: (change: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: daysOffKeys.all }) });
}

export const useSetCountry = () => useDaysOffChange((country: string | null) => http.put(paths.admin.daysOffCountry, { country }));

export const useSetDayOff = () =>
  useDaysOffChange(({ day, ...change }: SetDayOffRequest & { day: string }) => http.put(paths.admin.dayOff(day), change));
