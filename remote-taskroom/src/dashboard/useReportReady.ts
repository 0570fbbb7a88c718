import { http } from '@skillup/shared';
import { paths, type ReportConfigResponse } from '@skillup/shared/api/contract';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether the campaign's report page has a report to show (docs/behaviour.md §2.14), asked only
 * once every test is done: before that the way on is the tests, whatever the report says.
 */
export function useReportReady(campaignId: number, done: boolean): boolean {
  const config = useQuery({
    // The report area reads the same key: whichever opens first fills it for the other.
    queryKey: ['reportConfig', campaignId],
    queryFn: async () => (await http.get<ReportConfigResponse>(paths.reportConfig(campaignId))).data,
    enabled: done,
  });
  return done && config.data?.available === true;
}
