import { LANGUAGE_CODE_PATTERN, paths, type LanguageModel } from '@skillup/shared/api/contract';
import type { ListDefinition } from '../definition';

const CODE = new RegExp(LANGUAGE_CODE_PATTERN);

/** The languages every company shares (docs/behaviour.md §3, Language). */
export const languagesList: ListDefinition<LanguageModel> = {
  name: 'languages',
  endpoint: { path: paths.resources.list('languages'), plural: 'languages', singular: 'language' },
  columns: [
    { key: 'lang', label: 'languages.lang', value: (item) => item.lang },
    { key: 'name', label: 'languages.name', value: (item) => item.name },
    { key: 'description', label: 'languages.description', value: (item) => item.description },
  ],
  labelOf: (item) => item.name,
  form: {
    fields: [
      { name: 'lang', label: 'languages.lang', required: true },
      { name: 'name', label: 'languages.name', required: true },
      { name: 'description', label: 'languages.description' },
    ],
    draftOf: (item) => ({ lang: item?.lang ?? '', name: item?.name ?? '', description: item?.description ?? '' }),
    validate: (draft) => ({
      ...(CODE.test(draft.lang?.trim() ?? '') ? {} : { lang: 'languages.errors.lang' }),
      ...(draft.name?.trim() ? {} : { name: 'languages.errors.name' }),
    }),
    inputOf: (draft) => ({ lang: draft.lang!.trim(), name: draft.name!.trim(), description: draft.description ?? '' }),
  },
};
