import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Approval } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { personName } from './personName';

export interface ApprovalItemProps {
  approval: Approval;
  loadWarning: number;
  /** Absent for a reader who may not decide: the nomination shows without its buttons. */
  onApprove?: () => void;
  onDeny?: () => void;
  /** A decision is on its way: one at a time, so that each refreshes the list before the next. */
  busy: boolean;
}

/** One waiting nomination as HR weighs it: who would rate whom, in which group, and how busy the nominee already is. */
export function ApprovalItem({ approval, loadWarning, onApprove, onDeny, busy }: ApprovalItemProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations' });
  const nominee = personName(approval.nominee);
  const evaluated = personName(approval.evaluated);
  // Every "Approva" of the list would sound alike to a screen reader: the names tell them apart.
  const labelFor = (action: string) => t('approvals.actionFor', { action, nominee, evaluated });
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'center' }}>
      <Stack gap="0.5" minW="0" overflowWrap="anywhere">
        <Text fontWeight="semibold">{nominee}</Text>
        {approval.nominee.team && (
          <Text fontSize="sm" color="fg.muted">
            {approval.nominee.team}
          </Text>
        )}
        <Text fontSize="sm">{t('approvals.evaluated', { name: evaluated })}</Text>
        <Text fontSize="sm">{t('approvals.group', { group: t(`group.${approval.group}`) })}</Text>
        <Text fontSize="sm">{t('approvals.times', { count: approval.nominatedTimes })}</Text>
        {/* Said in words on a tinted box: orange text alone would be too faint on white to read. */}
        {approval.nominatedTimes > loadWarning && (
          <Alert.Root status="warning" size="sm" mt="1">
            <Alert.Indicator />
            <Alert.Title>{t('approvals.overloaded', { limit: loadWarning })}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      {onApprove && onDeny && (
        <Stack direction="row" gap="2" wrap="wrap" flexShrink={0}>
          <Button size="sm" colorPalette="brand" aria-label={labelFor(t('approvals.approve'))} disabled={busy} onClick={onApprove}>
            {t('approvals.approve')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={labelFor(t('approvals.deny'))} disabled={busy} onClick={onDeny}>
            {t('approvals.deny')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
