import type { Migration } from 'kysely';
import { initial } from './001-initial';
import { passwordReset } from './002-password-reset';
import { sso } from './004-sso';
import { testSupport } from './005-test-support';
import { enumeratedValuesChecked } from './006-enumerated-values-checked';
import { calendarStorage } from './007-calendar-storage';
import { report } from './008-report';
import { feedback360 } from './009-feedback360';
import { report360 } from './010-report-360';
import { reportBulkJobs } from './011-report-bulk-jobs';
import { hrConsole } from './012-hr-console';
import { progressIndexes } from './015-progress-indexes';
import { feedback360PerCampaign } from './017-feedback360-per-campaign';
import { remoteAreas } from './016-remote-areas';
import { challengeTutorial } from './018-challenge-tutorial';
import { sessionUserAgent } from './019-session-user-agent';
import { feedback360ReportSteps } from './020-feedback360-report-steps';
import { housekeeping } from './021-housekeeping';
import { reportReads } from './022-report-reads';
import { campaignRetention } from './023-campaign-retention';
import { campaignMails } from './024-campaign-mails';
import { campaignReminders } from './025-campaign-reminders';
import { reminderSchedule } from './026-reminder-schedule';
import { nominations } from './027-nominations';
import { ssoFlowTimeZone } from './028-sso-flow-time-zone';
import { opsToken } from './029-ops-token';
import { reportBulkChunks } from './030-report-bulk-chunks';
import { remoteIntegrity } from './031-remote-integrity';
import { hostMountedAreas } from './032-host-mounted-areas';
import { companyDaysOff } from './033-company-days-off';
import { mailMessageIds } from './034-mail-message-ids';
import { companiesAndLanguages } from './003-companies-languages';

/** Every migration, in order; the names are recorded in the database and never change. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-password-reset': passwordReset,
  '003-companies-languages': companiesAndLanguages,
  '004-sso': sso,
  '005-test-support': testSupport,
  '006-enumerated-values-checked': enumeratedValuesChecked,
  '007-calendar-storage': calendarStorage,
  '008-report': report,
  '009-feedback360': feedback360,
  '010-report-360': report360,
  '011-report-bulk-jobs': reportBulkJobs,
  '012-hr-console': hrConsole,
  '015-progress-indexes': progressIndexes,
  '016-remote-areas': remoteAreas,
  '017-feedback360-per-campaign': feedback360PerCampaign,
  '018-challenge-tutorial': challengeTutorial,
  '019-session-user-agent': sessionUserAgent,
  '020-feedback360-report-steps': feedback360ReportSteps,
  '021-housekeeping': housekeeping,
  '022-report-reads': reportReads,
  '023-campaign-retention': campaignRetention,
  '024-campaign-mails': campaignMails,
  '025-campaign-reminders': campaignReminders,
  '026-reminder-schedule': reminderSchedule,
  '027-nominations': nominations,
  '028-sso-flow-time-zone': ssoFlowTimeZone,
  '029-ops-token': opsToken,
  '030-report-bulk-chunks': reportBulkChunks,
  '031-remote-integrity': remoteIntegrity,
  '032-host-mounted-areas': hostMountedAreas,
  '033-company-days-off': companyDaysOff,
  '034-mail-message-ids': mailMessageIds,
};
