export { SsoErrorPage } from './SsoErrorPage';
export { SsoLogoutPage } from './SsoLogoutPage';
export { SsoStartPage } from './SsoStartPage';
