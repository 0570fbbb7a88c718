import { http } from '@skillup/shared';
import {
  API_BASE,
  paths,
  type IndividualReport,
  type IndividualReportResponse,
  type JasperReport,
  type MyReportRead,
  type MyReportReadsResponse,
  type ReportListResponse,
} from '@skillup/shared/api/contract';
import { reportConfigQuery } from '@skillup/shared/query';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const reportKeys = {
  personal: (campaignId: number, userId: number) => ['report', campaignId, userId] as const,
  list: (campaignId: number) => ['reportList', campaignId] as const,
  reads: (campaignId: number) => ['reportReads', campaignId] as const,
};

/** The Task Room reads the same query to offer the report; here it is read again each time the page opens. */
export const useReportConfig = (campaignId: number) => useQuery({ ...reportConfigQuery(campaignId), staleTime: 0 });

/** docs/behaviour.md §6: the personal report's 401 or 403 is an answer to show, not a reason to log out. */
export async function fetchPersonalReport(campaignId: number, userId: number): Promise<IndividualReport> {
  const { data } = await http.get<IndividualReportResponse>(paths.reportPersonal(campaignId, userId), { skipSessionExpiry: true });
  return data.result.rep;
}

/** Computed from the latest results: read again each time a page shows it. */
export const personalReportQuery = (campaignId: number, userId: number) =>
  queryOptions({ queryKey: reportKeys.personal(campaignId, userId), queryFn: () => fetchPersonalReport(campaignId, userId), staleTime: 0 });

export const usePersonalReport = (campaignId: number, userId: number) => useQuery(personalReportQuery(campaignId, userId));

/** A plain link: the browser downloads the PDF with the session cookie. */
export const downloadUrl = (campaignId: number, userId: number) => API_BASE + paths.reportPersonalDownload(campaignId, userId);

/** The same PDF downloaded by the company's staff, which the read log keeps apart (docs/areas/report.md, "Who read whose report"). */
export const staffDownloadUrl = (campaignId: number, userId: number) => API_BASE + paths.reportHrDownload(campaignId, userId);

/** The campaign's report list (docs/areas/report.md): participants get only the reports meant for them. */
export async function fetchReportList(campaignId: number): Promise<JasperReport[]> {
  const { data } = await http.get<ReportListResponse>(paths.reports, { params: { campaignId } });
  return data.reports;
}

export const useReportList = (campaignId: number) => useQuery({ queryKey: reportKeys.list(campaignId), queryFn: () => fetchReportList(campaignId) });

/** One report of the list, run for the caller: a plain link, like the personal download. */
export const reportRunUrl = (reportId: number, campaignId: number) => API_BASE + paths.reportRun(reportId, campaignId);

/**
 * Who else read the caller's report in the campaign, newest first (docs/areas/report.md, "Who
 * read whose report"). A line beside the report: its failure is no reason to log out.
 */
export async function fetchMyReportReads(campaignId: number): Promise<MyReportRead[]> {
  const { data } = await http.get<MyReportReadsResponse>(paths.myReportReads, { params: { campaignId }, skipSessionExpiry: true });
  return data.reads;
}

export const useMyReportReads = (campaignId: number) =>
  useQuery({ queryKey: reportKeys.reads(campaignId), queryFn: () => fetchMyReportReads(campaignId), staleTime: 0 });
