import { http } from '@skillup/shared';
import { API_BASE, paths, type ReportBulkJob, type ReportBulkResponse, type ReportBulkStartResponse } from '@skillup/shared/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** How often the page asks while a job is under way. */
const POLL_MS = 1_000;

const bulkJobKey = (campaignId: number) => ['reportBulk', campaignId] as const;

/** The campaign's latest bulk job, or null when none was ever started. */
export async function fetchBulkJob(campaignId: number): Promise<ReportBulkJob | null> {
  const { data } = await http.get<ReportBulkResponse>(paths.reportBulk(campaignId));
  return data.job;
}

/** Starts a job, or answers the one already under way. */
export async function startBulkJob(campaignId: number): Promise<ReportBulkJob> {
  const { data } = await http.post<ReportBulkStartResponse>(paths.reportBulk(campaignId));
  return data.job;
}

/** A plain link: the browser downloads the zip with the session cookie. */
export const bulkDownloadUrl = (job: Pick<ReportBulkJob, 'campaignId' | 'id'>) => API_BASE + paths.reportBulkDownload(job.campaignId, job.id);

export const isUnderWay = (job: ReportBulkJob | null | undefined) => job?.state === 'queued' || job?.state === 'running';

/** The campaign's latest job, followed until it is done. */
export const useBulkJob = (campaignId: number) =>
  useQuery({
    queryKey: bulkJobKey(campaignId),
    queryFn: () => fetchBulkJob(campaignId),
    staleTime: 0,
    refetchInterval: (query) => (isUnderWay(query.state.data) ? POLL_MS : false),
  });

/** The job the server answers (new or already under way) becomes the one followed. */
export function useStartBulkJob(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startBulkJob(campaignId),
    onSuccess: (started) => queryClient.setQueryData(bulkJobKey(campaignId), started),
  });
}
