import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** webpack names chunks `[name].[contenthash:8].js`: a new build is a new name. */
const HASHED = /\.[0-9a-f]{8,}\.(js|mjs|css|woff2?|png|jpe?g|svg|webp)$/;

export const hostCacheControl = (filePath: string) => (HASHED.test(basename(filePath)) ? IMMUTABLE : REVALIDATE);
