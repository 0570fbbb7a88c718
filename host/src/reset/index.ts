export { ResetPage } from './ResetPage';
