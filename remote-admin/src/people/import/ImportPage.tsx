import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { IMPORT_MAX_ROWS, PARTICIPANT_COLUMNS } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { participantsImport, templateUrl } from '../api/imports';
import { ImportFlow } from './ImportFlow';
import { participantsKind } from './participantsKind';

function Templates() {
  const { t } = useTranslation(NS, { keyPrefix: 'people.import' });
  return (
    <Stack gap="1">
      <Text>{t('templateIntro', { columns: PARTICIPANT_COLUMNS.join(', '), max: IMPORT_MAX_ROWS })}</Text>
      <Flex gap="4" flexWrap="wrap">
        <Link href={templateUrl('csv')} download colorPalette="brand" textDecoration="underline">
          {t('templateCsv')}
        </Link>
        <Link href={templateUrl('xlsx')} download colorPalette="brand" textDecoration="underline">
          {t('templateXlsx')}
        </Link>
      </Flex>
    </Stack>
  );
}

/** docs/areas/admin.md, "Import of participants": a CSV or XLSX file, one person a row. */
export function ImportPage({ campaignId }: { campaignId: number }) {
  return <ImportFlow campaignId={campaignId} kind={participantsKind} calls={participantsImport} texts="import" intro={<Templates />} />;
}
