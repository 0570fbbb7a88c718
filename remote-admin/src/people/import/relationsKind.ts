import type { RelationRowVerdict } from '@skillup/shared/api/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { ImportKind } from './importKind';

/** What a 360 relation row's verdict means: why it is refused, or the relationship it sets. */
function useRelationDetail(): (row: RelationRowVerdict) => string {
  const { t } = useTranslation(NS, { keyPrefix: 'people.relations' });
  return useCallback(
    (row: RelationRowVerdict) => {
      if (row.refusal) return t(`refusal.${row.refusal.code}`, { defaultValue: row.refusal.message });
      return row.relationType === null ? '' : t('relationIs', { relation: t(`relationType.${row.relationType}`) });
    },
    [t],
  );
}

/** A file of 360 relations, after Qualtrics' evaluators file: who rates whom, and as what. */
export const relationsKind: ImportKind<RelationRowVerdict> = {
  columns: [
    { header: 'subject', cell: (row) => row.cells.subjectEmail, address: true },
    { header: 'rater', cell: (row) => row.cells.raterEmail, address: true },
    { header: 'relationship', cell: (row) => row.cells.relationship },
  ],
  useDetail: useRelationDetail,
};
