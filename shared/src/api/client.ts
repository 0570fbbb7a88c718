import axios from 'axios';
import { API_BASE } from './contract/paths';
import { NO_PRIVACY_CONSENT, toApiError, isApiError } from './errors';
import { notifyPrivacyRequired } from './privacy-required';
import { notifySessionExpired } from './session-expiry';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 here is an answer to handle, not an expired session (login, session probe). */
    skipSessionExpiry?: boolean;
  }
}

/** docs/behaviour.md §7: the main API answers JSON under /api within 30 s; the session travels as a cookie. */
export const REQUEST_TIMEOUT_MS = 30_000;

export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  headers: { Accept: 'application/json' },
  // A timeout must be told apart from a lost connection: they have different messages.
  transitional: { clarifyTimeoutError: true },
});

http.interceptors.response.use(undefined, (error: unknown) => {
  const mapped = toApiError(error);
  const probing = axios.isAxiosError(error) && error.config?.skipSessionExpiry === true;
  if (isApiError(mapped) && mapped.kind === 'unauthorised' && !probing) notifySessionExpired(mapped);
  if (isApiError(mapped) && mapped.code === NO_PRIVACY_CONSENT) notifyPrivacyRequired(mapped);
  return Promise.reject(mapped);
});
