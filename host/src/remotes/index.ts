export { MountedAreas } from './MountedAreas';
export { ReportArea, FeedbackArea } from './routeAreas';
