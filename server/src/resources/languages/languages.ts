import {
  LANGUAGE_CODE_PATTERN,
  LanguageInput,
  LanguageListResponse,
  LanguageResponse,
  type LanguageInput as LanguageInputModel,
  type LanguageModel,
} from '@skillup/shared/api/contract';
import type { LanguageRow } from '../../db/schema';
import type { ResourceDefinition, Written } from '../definition';
import { conflict, failed, invalid, isUniqueViolation, nonBlank, notFound, written } from '../errors';

const CODE = new RegExp(LANGUAGE_CODE_PATTERN);

const toLanguage = (row: LanguageRow): LanguageModel => ({
  id: row.id,
  name: row.name,
  lang: row.lang,
  description: row.description,
});

const noValidName = invalid('No valid language name');
const noValidCode = invalid('No valid language code');

/** The trimmed code when it is one, else null. */
function validCode(lang: string | undefined): string | null {
  const code = lang?.trim() ?? '';
  return CODE.test(code) ? code : null;
}

async function uniqueLang(lang: string, write: () => Promise<LanguageRow>): Promise<Written<LanguageModel>> {
  try {
    return written(toLanguage(await write()));
  } catch (error) {
    if (isUniqueViolation(error)) return failed(conflict('LANGUAGE_EXISTS', `the language ${lang} already exists`));
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
      if (lang === null) return failed(noValidCode);
      const name = nonBlank(input.name);
      if (name === null) return failed(noValidName);
      return uniqueLang(lang, () =>
        db
          .insertInto('languages')
          .values({ lang, name, description: input.description ?? '' })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    },

    async update({ db }, id, input) {
      const current = await db.selectFrom('languages').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) return failed(notFound);
      const lang = input.lang === undefined ? current.lang : validCode(input.lang);
      if (lang === null) return failed(noValidCode);
      const name = input.name === undefined ? current.name : nonBlank(input.name);
      if (name === null) return failed(noValidName);
      return uniqueLang(lang, () =>
        db
          .updateTable('languages')
          .set({ lang, name, description: input.description ?? current.description })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    },

    async remove({ db }, ids) {
      const result = await db.deleteFrom('languages').where('id', 'in', ids).executeTakeFirst();
      return { ok: true, deleted: Number(result.numDeletedRows) };
    },
  },
};
