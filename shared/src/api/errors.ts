import axios from 'axios';
import type { ErrorBody } from './contract';

/** What went wrong with a call, as far as the interface cares (docs/behaviour.md §8). */
export type ApiErrorKind = 'offline' | 'timeout' | 'unauthorised' | 'http';

/** i18n keys (namespace common) of the messages the kinds and codes map to. */
const KIND_MESSAGE: Record<ApiErrorKind, string> = {
  offline: 'errors.offline',
  timeout: 'errors.timeout',
  unauthorised: 'errors.sessionExpired',
  http: 'errors.generic',
};

/** docs/behaviour.md §8: the code with which any call says the privacy notice must be accepted first. */
export const NO_PRIVACY_CONSENT = 'NO_PRIVACY_CONSENT';

/** Server error codes whose message the interface shows as such. */
const CODE_MESSAGE: Record<string, string> = {
  WRONG_CREDENTIALS: 'errors.wrongCredentials',
  NO_ACTIVE_CAMPAIGN: 'errors.noActiveCampaign',
  FOREIGN_ORIGIN: 'errors.foreignOrigin',
  // A write in a closed campaign entered for its report (docs/areas/admin.md, "Lifecycle").
  CAMPAIGN_CLOSED: 'errors.campaignClosed',
};

/**
 * The page was opened at another address than the app's (docs/security.md): a 403 that says
 * nothing of the session, so it must not end one.
 */
const FOREIGN_ORIGIN = 'FOREIGN_ORIGIN';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** The i18n key of the message to show (namespace common). */
    readonly messageKey: string,
    /** HTTP status, when the server answered. */
    readonly status?: number,
    /** The stable code of the server's error body, when it sent one. */
    readonly code?: string,
    message?: string,
    /** Per-field failure codes of the error body, e.g. `password` of the reset call (docs/behaviour.md §5). */
    readonly fieldErrors: Record<string, string[]> = {},
    /** FOREIGN_ORIGIN: the address the app is to be opened at. */
    readonly appUrl?: string,
  ) {
    super(message ?? messageKey);
  }
}

function isErrorBody(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null && (data as ErrorBody).status === false && typeof (data as ErrorBody).code === 'string';
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Maps anything a call can throw onto an ApiError; other errors pass through unchanged. */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || !axios.isAxiosError(error) || axios.isCancel(error)) return error;
  const { response } = error;
  if (!response) {
    if (isOffline()) return new ApiError('offline', KIND_MESSAGE.offline, undefined, undefined, error.message);
    if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') {
      return new ApiError('timeout', KIND_MESSAGE.timeout, undefined, undefined, error.message);
    }
    // No answer and no timeout: the request never reached a server.
    return new ApiError('offline', KIND_MESSAGE.offline, undefined, undefined, error.message);
  }
  const body = isErrorBody(response.data) ? response.data : undefined;
  const refusal = (response.status === 401 || response.status === 403) && body?.code !== FOREIGN_ORIGIN;
  const kind: ApiErrorKind = refusal ? 'unauthorised' : 'http';
  const messageKey = (body && CODE_MESSAGE[body.code]) ?? KIND_MESSAGE[kind];
  return new ApiError(kind, messageKey, response.status, body?.code, body?.message ?? error.message, body?.errors ?? {}, body?.appUrl);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
