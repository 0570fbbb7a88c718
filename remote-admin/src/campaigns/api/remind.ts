import { http } from '@skillup/shared';
import { paths, type RemindPreviewResponse, type RemindResponse } from '@skillup/shared/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressKeys } from '../../progress/api/keys';

/** docs/jobs.md, "Reminders now": how many participants of the open campaign still have a test to finish. */
export async function fetchRemindCount(id: number): Promise<number> {
  const { data } = await http.get<RemindPreviewResponse>(paths.hr.remind(id));
  return data.count;
}

/** Plans a reminder to each of them; 0 when the same ones were planned within the minute. */
export async function sendReminders(id: number): Promise<number> {
  const { data } = await http.post<RemindResponse>(paths.hr.remind(id));
  return data.queued;
}

/**
 * The count is read on each click, never from a cache: people finish tests while HR looks at
 * the page, and the question must name those a reminder would reach now.
 */
export const useRemindCount = (id: number) => useMutation({ mutationFn: () => fetchRemindCount(id) });

/** The progress grid shows each person's last mail: once reminders are planned, the one it holds is old. */
export function useSendReminders(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendReminders(id),
    // Not awaited: the outcome shows at once, the grid catches up on its own.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: progressKeys.all(id) }),
  });
}
