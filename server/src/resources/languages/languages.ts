import {
  LANGUAGE_CODE_PATTERN,
  LanguageInput,
  LanguageListResponse,
  LanguageResponse,
  type LanguageInput as LanguageInputModel,
  type LanguageModel,
} from '@skillup/shared/api/contract';
import type { LanguageRow } from '../../db/schema';
import type { ResourceDefinition } from '../definition';
import { conflict, invalid, isUniqueViolation, nonBlank } from '../errors';

const CODE = new RegExp(LANGUAGE_CODE_PATTERN);

const toLanguage = (row: LanguageRow): LanguageModel => ({
  id: row.id,
  name: row.name,
  lang: row.lang,
  description: row.description,
});

function validName(name: string | undefined): string {
  const valid = nonBlank(name);
  if (valid === null) throw invalid('No valid language name');
  return valid;
}

function validCode(lang: string | undefined): string {
  const code = lang?.trim() ?? '';
  if (!CODE.test(code)) throw invalid('No valid language code');
  return code;
}

async function uniqueLang<T>(lang: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('LANGUAGE_EXISTS', `the language ${lang} already exists`);
    throw error;
  }
}

/** Shared by every company: any signed-in user reads the list, the policy decides who edits it. */
export const languages: ResourceDefinition<LanguageModel, LanguageInputModel> = {
  endpoint: 'languages',
  singular: 'language',
  plural: 'languages',
  ownership: 'shared',
  schemas: { input: LanguageInput, list: LanguageListResponse, item: LanguageResponse },
  store: {
    async list({ db }) {
      return (await db.selectFrom('languages').selectAll().orderBy('id').execute()).map(toLanguage);
    },

    async find({ db }, id) {
      const row = await db.selectFrom('languages').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toLanguage(row);
    },

    async create({ db }, input) {
      const lang = validCode(input.lang);
      const name = validName(input.name);
      const row = await uniqueLang(lang, () =>
        db
          .insertInto('languages')
          .values({ lang, name, description: input.description ?? '' })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toLanguage(row);
    },

    async update({ db }, id, input) {
      const current = await db.selectFrom('languages').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) return undefined;
      const lang = input.lang === undefined ? current.lang : validCode(input.lang);
      const name = input.name === undefined ? current.name : validName(input.name);
      const row = await uniqueLang(lang, () =>
        db
          .updateTable('languages')
          .set({ lang, name, description: input.description ?? current.description })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toLanguage(row);
    },

    async remove({ db }, ids) {
      const result = await db.deleteFrom('languages').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  },
};
