import { http } from '@skillup/shared';
import {
  paths,
  type AdminCampaignResponse,
  type AdminTest,
  type AdminTestCreateRequest,
  type AdminTestListResponse,
  type AdminTestResponse,
  type AdminTestUpdateRequest,
} from '@skillup/shared/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from './keys';

export async function addTest(campaignId: number, request: AdminTestCreateRequest): Promise<AdminTest> {
  const { data } = await http.post<AdminTestResponse>(paths.hr.tests(campaignId), request);
  return data.test;
}

export async function editTest(campaignId: number, testId: number, request: AdminTestUpdateRequest): Promise<AdminTest> {
  const { data } = await http.patch<AdminTestResponse>(paths.hr.test(campaignId, testId), request);
  return data.test;
}

export async function removeTest(campaignId: number, testId: number): Promise<AdminTest[]> {
  const { data } = await http.delete<AdminTestListResponse>(paths.hr.test(campaignId, testId));
  return data.tests;
}

export async function orderTests(campaignId: number, testIds: number[]): Promise<AdminTest[]> {
  const { data } = await http.put<AdminTestListResponse>(paths.hr.testOrder(campaignId), { testIds });
  return data.tests;
}

/**
 * A change to one test can move the others (a position, a removed prerequisite): the
 * campaign is read again; the list's count of tests is stale too.
 */
function useTestsChanged(campaignId: number) {
  const queryClient = useQueryClient();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: campaignKeys.list });
    await queryClient.invalidateQueries({ queryKey: campaignKeys.one(campaignId) });
  };
}

/** The answer is the campaign's tests in order: the cache takes them at once. */
function useStoreTests(campaignId: number) {
  const queryClient = useQueryClient();
  return (tests: AdminTest[]) => {
    queryClient.setQueryData<AdminCampaignResponse>(campaignKeys.one(campaignId), (old) => (old ? { ...old, tests } : old));
    void queryClient.invalidateQueries({ queryKey: campaignKeys.list });
  };
}

export function useAddTest(campaignId: number) {
  const changed = useTestsChanged(campaignId);
  return useMutation({ mutationFn: (request: AdminTestCreateRequest) => addTest(campaignId, request), onSuccess: changed });
}

export function useEditTest(campaignId: number) {
  const changed = useTestsChanged(campaignId);
  return useMutation({
    mutationFn: ({ testId, request }: { testId: number; request: AdminTestUpdateRequest }) => editTest(campaignId, testId, request),
    onSuccess: changed,
  });
}

export function useRemoveTest(campaignId: number) {
  const store = useStoreTests(campaignId);
  return useMutation({ mutationFn: (testId: number) => removeTest(campaignId, testId), onSuccess: store });
}

export function useOrderTests(campaignId: number) {
  const store = useStoreTests(campaignId);
  return useMutation({ mutationFn: (testIds: number[]) => orderTests(campaignId, testIds), onSuccess: store });
}
