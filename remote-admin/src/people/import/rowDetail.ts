import type { PersonRowVerdict } from '@skillup/shared/api/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/**
 * What a row's verdict means, in words: why it is refused (the server's message stands in
 * for a code this version does not know) or which fields an update changes.
 */
export function useRowDetail(): (row: PersonRowVerdict) => string {
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
