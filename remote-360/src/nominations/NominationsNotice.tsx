import { Alert } from '@chakra-ui/react/alert';
import { Text } from '@chakra-ui/react/text';
import type { MyNominationsResponse } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../common/formatDay';
import { NS } from '../i18n';

/** Where the participant stands: the deadline, nominations closed, or submitted and who approves what comes next. */
export function NominationsNotice({ mine }: { mine: MyNominationsResponse }) {
  const { t, i18n } = useTranslation(NS);
  const deadline =
    mine.deadline && mine.open ? (
      <Text fontWeight="semibold">{t('nominations.deadline', { date: formatDay(mine.deadline, i18n.language) })}</Text>
    ) : null;
  if (mine.submittedAt) {
    const next = mine.approver
      ? t('nominations.throughApprover', { name: mine.approver })
      : mine.mode === 'auto'
        ? t('nominations.automatic')
        : t('nominations.throughHr');
    return (
      <>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('nominations.submitted', { date: formatDay(mine.submittedAt, i18n.language) })}</Alert.Title>
            <Alert.Description>{next}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {deadline}
      </>
    );
  }
  if (!mine.open) {
    return (
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('nominations.closed')}</Alert.Title>
      </Alert.Root>
    );
  }
  return deadline;
}
