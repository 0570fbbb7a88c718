import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@skillup/shared/api/contract';
import type { FastifyRequest } from 'fastify';

/** What a console list answers with: CSV when `format=csv` says so, or, without a format, when the Accept header asks. */
export interface CsvQuery {
  format?: 'json' | 'csv';
  lang?: Language;
}

export const wantsCsv = (query: CsvQuery, request: FastifyRequest): boolean =>
  query.format === 'csv' || (query.format === undefined && /\btext\/csv\b/i.test(request.headers.accept ?? ''));

const isLanguage = (lang: string | null | undefined): lang is Language => (LANGUAGES as readonly (string | null | undefined)[]).includes(lang);

/** The file's language: asked for, else the caller's own, else Italian (operations tools have none). */
export function csvLanguage(query: CsvQuery, request: FastifyRequest): Language {
  const own = request.session?.account.lang;
  return query.lang ?? (isLanguage(own) ? own : DEFAULT_LANGUAGE);
}
