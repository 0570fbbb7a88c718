export { system, DEFAULT_TASK_COLOUR } from './system';
export { AppProviders } from './AppProviders';
export { AreaFrame, type AreaFrameProps } from './AreaFrame';
export { Loading } from './Loading';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { FailedRequest } from './FailedRequest';
export { TestStatusBadge } from './TestStatusBadge';
export { TestStatusRow } from './TestStatusRow';
export { RequestContent } from './RequestContent';
