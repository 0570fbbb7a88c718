import { ErrorPanel, RequestContent } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { staffDownloadUrl, usePersonalReport } from './api/report';
import { NS } from './i18n';
import { ReportView } from './ReportView';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function PersonReportOf({ campaignId, userId }: { campaignId: number; userId: number }) {
  const report = usePersonalReport(campaignId, userId);
  // The company's staff may always download their people's reports (docs/areas/report.md, "Read in the console").
  return <RequestContent request={report}>{(data) => <ReportView report={data} href={staffDownloadUrl(campaignId, userId)} />}</RequestContent>;
}

/**
 * A participant's report as they see it on their report page, shown by another area: the
 * console's page of one participant (docs/areas/report.md, "Read in the console"). Its props
 * come from another remote's code, so they are checked here rather than trusted.
 */
export default function PersonReport({ campaignId, userId }: { campaignId?: unknown; userId?: unknown }) {
  const { t } = useTranslation(NS);
  if (!isId(campaignId) || !isId(userId)) return <ErrorPanel title={t('view.badPerson')} />;
  return <PersonReportOf campaignId={campaignId} userId={userId} />;
}
