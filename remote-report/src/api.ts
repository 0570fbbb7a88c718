import { http } from '@skillup/shared';
import {
  API_BASE,
  paths,
  type IndividualReport,
  type IndividualReportResponse,
  type JasperReport,
  type MyReportRead,
  type MyReportReadsResponse,
  type ReportConfigResponse,
  type ReportListResponse,
} from '@skillup/shared/api/contract';

/** docs/behaviour.md §6: a 401 or 403 here ends the session like any other call. */
export async function fetchReportConfig(campaignId: number): Promise<ReportConfigResponse> {
  const { data } = await http.get<ReportConfigResponse>(paths.reportConfig(campaignId));
  return data;
}

/** docs/behaviour.md §6: the personal report's 401 or 403 is an answer to show, not a reason to log out. */
export async function fetchPersonalReport(campaignId: number, userId: number): Promise<IndividualReport> {
  const { data } = await http.get<IndividualReportResponse>(paths.reportPersonal(campaignId, userId), { skipSessionExpiry: true });
  return data.result.rep;
}

/** A plain link: the browser downloads the PDF with the session cookie. */
export const downloadUrl = (campaignId: number, userId: number) => API_BASE + paths.reportPersonalDownload(campaignId, userId);

/** The same PDF downloaded by the company's staff, which the read log keeps apart (docs/areas/report.md, "Who read whose report"). */
export const staffDownloadUrl = (campaignId: number, userId: number) => API_BASE + paths.reportHrDownload(campaignId, userId);

/** The campaign's report list (docs/areas/report.md): participants get only the reports meant for them. */
export async function fetchReportList(campaignId: number): Promise<JasperReport[]> {
  const { data } = await http.get<ReportListResponse>(paths.reports, { params: { campaignId } });
  return data.reports;
}

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
