import { paths, type Company } from '@skillup/shared/api/contract';
import type { ListDefinition } from '../definition';

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Whether the browser knows the zone; the server checks it again with its own list. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The companies (docs/behaviour.md §3, Company): a name is required, 'No valid company name' (§5). */
export const companiesList: ListDefinition<Company> = {
  name: 'companies',
  endpoint: { path: paths.resources.list('companies'), plural: 'companies', singular: 'company' },
  columns: [
    { key: 'name', label: 'companies.name', value: (item) => item.name },
    { key: 'code', label: 'companies.code', value: (item) => item.companyId },
    { key: 'logo', label: 'companies.logo', value: (item) => item.logo ?? '' },
    { key: 'timeZone', label: 'companies.timeZone', value: (item) => item.timeZone ?? '' },
  ],
  labelOf: (item) => item.name,
  form: {
    fields: [
      { name: 'name', label: 'companies.name', required: true },
      { name: 'code', label: 'companies.codeField' },
      { name: 'logo', label: 'companies.logo' },
      // docs/jobs.md: reminders go at 09:00 in each person's zone, else in the company's.
      { name: 'timeZone', label: 'companies.timeZoneField' },
    ],
    draftOf: (item) => ({ name: item?.name ?? '', code: item?.companyId ?? '', logo: item?.logo ?? '', timeZone: item?.timeZone ?? '' }),
    validate: (draft) => ({
      ...(draft.name?.trim() ? {} : { name: 'companies.errors.name' }),
      ...(!draft.code?.trim() || CODE.test(draft.code.trim()) ? {} : { code: 'companies.errors.code' }),
      ...(!draft.timeZone?.trim() || knownZone(draft.timeZone.trim()) ? {} : { timeZone: 'companies.errors.timeZone' }),
    }),
    // An empty code is left to the server, which makes one from the name.
    inputOf: (draft) => ({
      name: draft.name!.trim(),
      ...(draft.code?.trim() ? { companyId: draft.code.trim() } : {}),
      logo: draft.logo?.trim() || null,
      timeZone: draft.timeZone?.trim() || null,
    }),
  },
};
