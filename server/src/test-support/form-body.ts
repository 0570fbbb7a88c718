import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** A beacon holds the pending queue: up to 500 items of activity data. */
export const FORM_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * navigator.sendBeacon sends FormData as multipart/form-data (or a URLSearchParams as
 * urlencoded). Both become a plain object of strings, so the route schemas validate them
 * as they do JSON. A Blob appended to the FormData arrives as a file part: read as text.
 * Registered in the scope of the routes that take beacons only.
 */
export async function registerFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyFormbody, { bodyLimit: FORM_BODY_LIMIT });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    async onFile(part: MultipartFile & { value?: unknown }) {
      part.value = (await part.toBuffer()).toString('utf8');
    },
    limits: { fields: 16, files: 4, fieldSize: FORM_BODY_LIMIT, fileSize: FORM_BODY_LIMIT, parts: 20 },
  });
}
