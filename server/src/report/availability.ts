import type { UserCampaignState } from '../db/schema';

export interface AvailabilityFacts {
  /** The participant's state in the campaign. */
  state: UserCampaignState;
  completeTests: number;
  /** The campaign lets reports out once one test is complete. */
  earlyDownload: boolean;
  canAssessedDownload: boolean;
}

/** docs/behaviour.md §6, see docs/areas/report.md: a report is out when the campaign is done, or early when allowed. */
export function reportAvailable(facts: AvailabilityFacts): boolean {
  return facts.state === 'COMPLETED' || facts.state === 'REPORT' || (facts.earlyDownload && facts.completeTests >= 1);
}

/** The participant downloads their own PDF only when the report is out and the config allows it. */
export const canDownload = (facts: AvailabilityFacts) => reportAvailable(facts) && facts.canAssessedDownload;
