import { RemoteArea } from './RemoteArea';

/** /report and below: the report remote, which declares its pages. */
export function ReportArea() {
  return <RemoteArea remote="report" />;
}

/** /skillup-360 and below: the 360 remote, which declares its pages. */
export function FeedbackArea() {
  return <RemoteArea remote="360" />;
}
