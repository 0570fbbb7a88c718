import type { FastifyRequest } from 'fastify';

/** A browser's page request (a GET that takes HTML): answered with a page rather than JSON. */
export const acceptsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
