import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { API_BASE, paths } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './AccountSection';
import { DATA_EXPORT_NS } from './dataExportCatalogue';

/** A plain link: the browser downloads the zip with the session cookie (docs/security.md, "A person's data on request: export"). */
export const dataExportUrl = API_BASE + paths.myExport;

/** docs/behaviour.md §2.17: a copy of everything the product holds about the person, taken away as a zip. */
export function DataExportSection() {
  const { t } = useTranslation(DATA_EXPORT_NS);
  return (
    <AccountSection id="account-data-export" title={t('title')}>
      <Link
        href={dataExportUrl}
        download
        aria-describedby="account-data-export-explanation"
        color="brand.fg"
        fontWeight="medium"
        textDecoration="underline"
        alignSelf="flex-start"
      >
        {t('download')}
      </Link>
      <Text id="account-data-export-explanation" color="fg.muted" fontSize="sm">
        {t('explanation')}
      </Text>
    </AccountSection>
  );
}
