export { HomeArea } from './HomeArea';
export { ReportArea, FeedbackArea, TaskRoomArea } from './routeAreas';
