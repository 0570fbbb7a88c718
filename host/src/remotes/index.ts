export { HomeArea } from './HomeArea';
export { ReportArea, FeedbackArea, TaskRoomArea } from './routeAreas';
export { homeRemote } from './homeRemote';
export { prefetchArea } from './prefetch';
