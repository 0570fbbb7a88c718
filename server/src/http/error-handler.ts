import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@skillup/shared/api/contract';
import { ApiError } from './api-error';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORISED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Maps any thrown error to ErrorBody; only a real fault becomes a 500, without details. */
export function toErrorBody(error: FastifyError | ApiError | Error): { statusCode: number; body: ErrorBody } {
  if (error instanceof ApiError) {
    return { statusCode: error.statusCode, body: { status: false, code: error.code, message: error.message, ...error.details } };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { statusCode: 400, body: { status: false, code: 'BAD_REQUEST', message: error.message } };
  }
  const statusCode = fastifyError.statusCode;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      body: { status: false, code: CODES_BY_STATUS[statusCode] ?? 'BAD_REQUEST', message: error.message },
    };
  }
  return { statusCode: 500, body: { status: false, code: 'INTERNAL', message: 'internal server error' } };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { statusCode, body } = toErrorBody(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });
}
