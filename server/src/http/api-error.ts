import { ErrorBody } from '@skillup/shared/api/contract';

/** An expected failure: answered as ErrorBody with its own status and stable code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** What the body says besides code and message. */
    readonly details: Pick<ErrorBody, 'appUrl'> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthorised = () => new ApiError(401, 'UNAUTHORISED', 'you must login first');
export const forbidden = (message = 'you are not allowed to do this') => new ApiError(403, 'FORBIDDEN', message);
export const campaignNotFound = () => new ApiError(404, 'CAMPAIGN_NOT_FOUND', 'campaign not found');

/** The error statuses a route can answer, for its response schema. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<S, typeof ErrorBody>;
}
