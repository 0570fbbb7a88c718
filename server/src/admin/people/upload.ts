import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, XLSX_CONTENT_TYPE } from '@skillup/shared/api/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';

/**
 * The bytes of an uploaded file. They sit in a private field: the app's check for unstorable
 * text walks a request body's own properties, and would otherwise visit every byte.
 */
export class UploadedFile {
  readonly #bytes: Buffer;

  constructor(
    bytes: Buffer,
    /** The name the browser gave a multipart file; null for a raw body. */
    readonly name: string | null,
    /** What a raw body's content type says it is; null for a multipart file, whose type browsers guess. */
    readonly declared: 'csv' | 'xlsx' | null,
  ) {
    this.#bytes = bytes;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }
}

export const fileTooLarge = () => new ApiError(413, 'FILE_TOO_LARGE', `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
export const notCsvOrXlsx = (why: string) => new ApiError(415, 'NOT_CSV_OR_XLSX', `The file is not a CSV or XLSX file: ${why}.`);

function readLimited(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stream.removeAllListeners('data');
        stream.resume();
        reject(fileTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    stream.on('error', reject);
  });
}

/**
 * The ways an import takes its file, in the scope of the import routes only: a multipart
 * form (its `file` field), or the file itself as a `text/csv` or XLSX body.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 8, parts: 9 } });
  app.addContentTypeParser(['text/csv', XLSX_CONTENT_TYPE], (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    if (declared > IMPORT_MAX_BYTES) {
      done(fileTooLarge());
      return;
    }
    const declaredType = request.headers['content-type']?.toLowerCase().startsWith(XLSX_CONTENT_TYPE) ? 'xlsx' : 'csv';
    readLimited(payload, IMPORT_MAX_BYTES).then(
      (bytes) => done(null, new UploadedFile(bytes, null, declaredType)),
      (error: Error) => done(error),
    );
  });
}

async function multipartFile(request: FastifyRequest): Promise<UploadedFile> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') return new UploadedFile(await part.toBuffer(), part.filename, null);
      if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const statusCode = (error as FastifyError).statusCode;
    if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    throw new ApiError(400, 'BAD_REQUEST', `malformed multipart body: ${(error as Error).message}`);
  }
  throw new ApiError(400, 'NO_FILE', 'The form has no file in its `file` field.');
}

/** The file of an import request, however it was sent. */
export async function uploadOf(request: FastifyRequest): Promise<UploadedFile> {
  if (request.isMultipart()) return multipartFile(request);
  if (request.body instanceof UploadedFile) return request.body;
  throw notCsvOrXlsx(`send it as the \`file\` field of a multipart form, or as a text/csv or ${XLSX_CONTENT_TYPE} body`);
}
