import { http, paths } from '@skillup/shared';
import type { EraseRequest, EraseResponse, ErasurePreviewResponse } from '@skillup/shared/api/contract';
import { useMutation, useQuery } from '@tanstack/react-query';

export async function fetchErasurePreview(userId: number): Promise<ErasurePreviewResponse> {
  const { data } = await http.get<ErasurePreviewResponse>(paths.people.erase(userId));
  return data;
}

/** docs/security.md, "Erasure": what the erasure would remove and keep, read each time the dialog opens. */
export const useErasurePreview = (userId: number) =>
  useQuery({ queryKey: ['admin', 'erasure', userId], queryFn: () => fetchErasurePreview(userId), staleTime: 0, gcTime: 0, retry: false });

export async function erasePerson(userId: number, body: EraseRequest): Promise<EraseResponse> {
  const { data } = await http.post<EraseResponse>(paths.people.erase(userId), body);
  return data;
}

export const useErasePerson = (userId: number) => useMutation({ mutationFn: (confirmEmail: string) => erasePerson(userId, { confirmEmail }) });
