import { reportConfigQuery } from '@skillup/shared/query';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether the campaign's report page has a report to show (docs/behaviour.md §2.14), asked only
 * once every test is done: before that the way on is the tests, whatever the report says.
 */
export function useReportReady(campaignId: number, done: boolean): boolean {
  const config = useQuery({ ...reportConfigQuery(campaignId), enabled: done });
  return done && config.data?.available === true;
}
