export { http } from './client';
export { ApiError, isApiError, toApiError } from './errors';
export { setSessionExpiredHandler } from './session-expiry';
export { setPrivacyRequiredHandler } from './privacy-required';
export { logout } from './auth';
export { listUserTests } from './tests';
export { API_BASE, paths } from './contract/paths';
export { REMOTE_NAMES, THEME_REMOTE, TEST_360_ID, isFeedback360Test } from './contract/names';
