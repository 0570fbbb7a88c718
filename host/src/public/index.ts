export { PublicPage } from './PublicPage';
export { BackToLogin } from './BackToLogin';
