export { http, REQUEST_TIMEOUT_MS } from './client';
export { ApiError, isApiError, toApiError, NO_PRIVACY_CONSENT, type ApiErrorKind } from './errors';
export { setSessionExpiredHandler, type SessionExpiredHandler } from './session-expiry';
export { setPrivacyRequiredHandler, type PrivacyRequiredHandler } from './privacy-required';
export { login, me, logout } from './auth';
export { sendPasswordReset, checkToken, resetPassword } from './password';
export { getPrivacyAgreement, giveConsent } from './privacy';
export { listUserCampaigns, selectCampaign, getUserCampaign } from './campaigns';
export { listUserTests, byPosition } from './tests';
export { getRemotes } from './remotes';
export { postLog } from './logs';
export { API_BASE, paths } from './contract/paths';
export { REMOTE_NAMES, THEME_REMOTE } from './contract/names';
export {
  fetchTestSync,
  fetchAssessedStore,
  fetchSamples,
  fetchAssessedOutcomes,
  postAssessedOutcomes,
  callRpc,
} from './testSupport';
