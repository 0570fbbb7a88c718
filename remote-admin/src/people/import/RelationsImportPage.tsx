import { Text } from '@chakra-ui/react/text';
import { IMPORT_MAX_ROWS, RELATION_COLUMNS } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { relationsImport } from '../api/imports';
import { ImportFlow } from './ImportFlow';
import { relationsKind } from './relationsKind';

function Intro() {
  const { t } = useTranslation(NS, { keyPrefix: 'people.relations' });
  return <Text>{t('intro', { columns: RELATION_COLUMNS.join(', '), max: IMPORT_MAX_ROWS })}</Text>;
}

/** docs/areas/admin.md, "Import of 360 relations": who rates whom in the campaign's 360, one pair a row. */
export function RelationsImportPage({ campaignId }: { campaignId: number }) {
  return <ImportFlow campaignId={campaignId} kind={relationsKind} calls={relationsImport} texts="relations" intro={<Intro />} />;
}
