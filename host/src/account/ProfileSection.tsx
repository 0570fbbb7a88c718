import { DataList } from '@chakra-ui/react/data-list';
import { Text } from '@chakra-ui/react/text';
import type { AccountResponse } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './AccountSection';

/** docs/behaviour.md §2.17: read-only, since the company's HR keeps the people's records. */
export function ProfileSection({ account }: { account: AccountResponse['account'] }) {
  const { t } = useTranslation();
  const rows = [
    [t('account.name'), `${account.firstName} ${account.lastName}`],
    [t('account.email'), account.email],
  ] as const;
  return (
    <AccountSection id="account-profile" title={t('account.profile')}>
      <DataList.Root orientation="horizontal">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text color="fg.muted" fontSize="sm">
        {t('account.profileKeptByHr')}
      </Text>
    </AccountSection>
  );
}
