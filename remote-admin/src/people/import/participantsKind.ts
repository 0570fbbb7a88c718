import type { PersonRowVerdict } from '@skillup/shared/api/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { ImportKind } from './importKind';

/**
 * What a participant row's verdict means, in words: why it is refused (the server's message
 * stands in for a code this version does not know) or which fields an update changes.
 */
function useParticipantDetail(): (row: PersonRowVerdict) => string {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'people' });
  return useCallback(
    (row: PersonRowVerdict) => {
      if (row.refusal) return t(`errors.${row.refusal.code}`, { defaultValue: row.refusal.message });
      if (row.verdict !== 'updated' || !row.changes.length) return '';
      const fields = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(row.changes.map((field) => t(`import.field.${field}`)));
      return t('import.changes', { fields });
    },
    [t, i18n.language],
  );
}

/** A file of participants: one person a row. */
export const participantsKind: ImportKind<PersonRowVerdict> = {
  columns: [
    { header: 'email', cell: (row) => row.cells.email, address: true },
    { header: 'firstName', cell: (row) => row.cells.firstName },
    { header: 'lastName', cell: (row) => row.cells.lastName },
    { header: 'language', cell: (row) => row.cells.language },
    { header: 'team', cell: (row) => row.cells.team },
    { header: 'manager', cell: (row) => row.cells.managerEmail, address: true },
    { header: 'role', cell: (row) => row.cells.role },
  ],
  useDetail: useParticipantDetail,
};
