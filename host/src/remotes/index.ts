export { HomeArea } from './HomeArea';
export { ReportArea, FeedbackArea } from './routeAreas';
