export { HomeArea } from './HomeArea';
export { ReportArea, FeedbackArea } from './routeAreas';
export { homeRemote } from './homeRemote';
export { prefetchArea } from './prefetch';
