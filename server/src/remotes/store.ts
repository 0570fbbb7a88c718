import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { MANIFEST_FILE } from '@skillup/shared/api/contract';
import { compressedCopies, isCompressedCopy } from '../static/precompress';

export interface UploadedFile {
  path: string;
  content: string;
}

export interface DecodedFile {
  path: string;
  bytes: Buffer;
}

/** Why an upload cannot be stored, in words for the publisher: the routes answer it with 400. */
export interface UploadFailure {
  kind: 'badUpload';
  message: string;
}
export type Decoded = { ok: true; files: DecodedFile[] } | { ok: false; failure: UploadFailure };
export type Staged = { ok: true; staging: string } | { ok: false; failure: UploadFailure };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const badUpload = (message: string): UploadFailure => ({ kind: 'badUpload', message });

/** What file systems take for one name, and a bound on a whole path well inside PATH_MAX. */
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 1024;

/** A relative path with forward slashes that stays inside the version folder: what is wrong, or null. */
function checkPath(path: string): UploadFailure | null {
  if (Buffer.byteLength(path, 'utf8') > MAX_PATH_BYTES) return badUpload(`file path "${path.slice(0, 64)}…" is longer than ${MAX_PATH_BYTES} bytes`);
  if (path.includes('\\')) return badUpload(`file path "${path}" must use forward slashes`);
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return badUpload(`file path "${path}" must be relative`);
  if (path.includes('\0')) return badUpload('file paths must not contain NUL');
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      return badUpload(`file path "${path}" must not contain empty, "." or ".." segments`);
    }
    if (Buffer.byteLength(segment, 'utf8') > MAX_NAME_BYTES) {
      return badUpload(`a name in file path "${path.slice(0, 64)}…" is longer than ${MAX_NAME_BYTES} bytes`);
    }
  }
  return null;
}

/** A file cannot also be a folder of another file ("a" and "a/b.js"). */
function checkNoClash(paths: Set<string>): UploadFailure | null {
  for (const path of paths) {
    const segments = path.split('/');
    for (let i = 1; i < segments.length; i += 1) {
      const folder = segments.slice(0, i).join('/');
      if (paths.has(folder)) return badUpload(`file "${folder}" is also the folder of "${path}"`);
    }
  }
  return null;
}

/** What is wrong with one listed file, or null; a first failure ends the check. */
function checkFile({ path, content }: UploadedFile, seen: Set<string>): UploadFailure | null {
  const failure = checkPath(path);
  if (failure) return failure;
  if (isCompressedCopy(path))
    return badUpload(`file "${path}": compressed copies are made by the server at publish, upload only "${path.slice(0, -3)}"`);
  if (seen.has(path)) return badUpload(`file "${path}" is listed twice`);
  if (content.length % 4 !== 0 || !BASE64.test(content)) return badUpload(`file "${path}" is not valid base64`);
  return null;
}

/** Files in the order their hash is taken in (hashFiles): by path, code unit by code unit. */
export const byPath = (a: DecodedFile, b: DecodedFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Validates an upload and decodes it, sorted by path so the hash does not depend on order. */
export function decodeUpload(files: UploadedFile[]): Decoded {
  const seen = new Set<string>();
  const decoded: DecodedFile[] = [];
  for (const file of files) {
    const failure = checkFile(file, seen);
    if (failure) return { ok: false, failure };
    seen.add(file.path);
    decoded.push({ path: file.path, bytes: Buffer.from(file.content, 'base64') });
  }
  const failure = seen.has(MANIFEST_FILE) ? checkNoClash(seen) : badUpload(`a remote version needs its ${MANIFEST_FILE}`);
  if (failure) return { ok: false, failure };
  return { ok: true, files: decoded.sort(byPath) };
}

/** sha256 over every path and content, each length-prefixed so no two uploads collide. */
export function hashFiles(files: DecodedFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const path = Buffer.from(file.path, 'utf8');
    hash.update(`${path.length}:`).update(path).update(`${file.bytes.length}:`).update(file.bytes);
  }
  return hash.digest('hex');
}

export const versionDir = (storeDir: string, remote: string, version: string) => join(storeDir, remote, version);

/** Names the file system refuses although the upload passed its checks: the upload's fault. */
const NAME_ERRORS = new Set(['ENAMETOOLONG', 'ENOTDIR', 'EISDIR', 'EEXIST', 'EINVAL', 'EILSEQ']);

/**
 * Writes the files into a staging folder that `install` later moves into place whole, each
 * text file with its brotli and gzip copies (docs/performance.md). A staging folder that could
 * not be filled is removed before the failure or error goes on.
 */
export async function stageFiles(storeDir: string, files: DecodedFile[]): Promise<Staged> {
  const staging = join(storeDir, '.staging', randomBytes(8).toString('hex'));
  try {
    for (const file of files) {
      const target = join(staging, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.bytes);
      for (const copy of await compressedCopies(target, file.bytes)) await writeFile(copy.path, copy.bytes);
    }
  } catch (error) {
    await discardStaged(staging);
    const code = (error as NodeJS.ErrnoException).code;
    if (code && NAME_ERRORS.has(code)) return { ok: false, failure: badUpload(`the files cannot be stored under these names (${code})`) };
    throw error;
  }
  return { ok: true, staging };
}

/**
 * Moves a staged version into `<store>/<remote>/<version>/` with one rename, so a reader
 * sees all of it or nothing. A folder already there is left over from a publish that
 * never reached the registry, and is replaced.
 */
export async function installStaged(staging: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
}

export const discardStaged = (staging: string) => rm(staging, { recursive: true, force: true });
