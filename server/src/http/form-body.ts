import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** A beacon holds the pending queue: up to 500 items of activity data. */
export const FORM_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * navigator.sendBeacon sends FormData as multipart/form-data (or a URLSearchParams as
 * urlencoded). Both become a plain object of strings, so the route schemas validate them
 * as they do JSON. A Blob appended to the FormData arrives as a file part: read as text.
 * A body the multipart parser cannot read (no boundary, cut short, a part without headers)
 * is the sender's fault: 400, never a 500. Registered in the scope of the routes that take
 * beacons only.
 */
export async function registerFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyFormbody, { bodyLimit: FORM_BODY_LIMIT });
  await app.register(fastifyMultipart, {
    limits: { fields: 16, files: 4, fieldSize: FORM_BODY_LIMIT, fileSize: FORM_BODY_LIMIT, parts: 20 },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const fields: Record<string, string | string[]> = {};
    try {
      for await (const part of request.parts()) {
        const value = part.type === 'file' ? (await part.toBuffer()).toString('utf8') : String(part.value);
        const earlier = Object.hasOwn(fields, part.fieldname) ? fields[part.fieldname] : undefined;
        fields[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
      }
    } catch (error) {
      // Limits and prototype keys come with their own 4xx; the parser's own errors carry none.
      const statusCode = (error as FastifyError).statusCode;
      if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
      throw new ApiError(400, 'BAD_REQUEST', `malformed multipart body: ${(error as Error).message}`);
    }
    request.body = fields;
  });
}
