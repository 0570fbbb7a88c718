import { RemoteArea } from './RemoteArea';

/** /report: the report remote. */
export function ReportArea() {
  return <RemoteArea remote="report" />;
}

/** /skillup-360: the 360 remote. */
export function FeedbackArea() {
  return <RemoteArea remote="360" />;
}

/** /tests, /start and /test: the Task Room's pages, for every theme (the others start tests through /test too). */
export function TaskRoomArea() {
  return <RemoteArea remote="taskroom" />;
}
