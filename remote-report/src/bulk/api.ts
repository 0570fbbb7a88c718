import { http } from '@skillup/shared';
import { API_BASE, paths, type ReportBulkJob, type ReportBulkResponse, type ReportBulkStartResponse } from '@skillup/shared/api/contract';

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

/** docs/areas/report.md: all reports of a campaign go to its admin and superassessor. */
export const mayDownloadAll = (roleName: string | null | undefined) => ['admin', 'superassessor'].includes(roleName?.trim().toLowerCase() ?? '');
