import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Approval, NominationPerson } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { StatusBadge } from '../nominations/StatusBadge';

export const personName = (person: NominationPerson) => `${person.firstName} ${person.lastName}`;

export interface ApprovalItemProps {
  approval: Approval;
  loadWarning: number;
  /** Given while the nomination waits for the caller's decision. */
  onApprove?: () => void;
  onDeny?: () => void;
  busy: boolean;
}

/** One nomination as its approver weighs it: who would rate whom, in which group, and how busy the nominee already is. */
export function ApprovalItem({ approval, loadWarning, onApprove, onDeny, busy }: ApprovalItemProps) {
  const { t } = useTranslation(NS);
  const nominee = personName(approval.nominee);
  const evaluated = personName(approval.evaluated);
  const overloaded = approval.nominatedTimes > loadWarning;
  const actionLabel = (action: string) => t('approvals.actionFor', { action, nominee, evaluated });
  return (
    <Stack gap="2" width="full">
      <Box minW="0">
        <Text fontWeight="semibold">{nominee}</Text>
        {approval.nominee.team ? (
          <Text fontSize="sm" color="fg.muted">
            {approval.nominee.team}
          </Text>
        ) : null}
        <Text fontSize="sm">{t('approvals.evaluated', { name: evaluated })}</Text>
        <Text fontSize="sm">{t('approvals.group', { group: t(`groups.${approval.group}`) })}</Text>
        {overloaded ? (
          <Text fontSize="sm" color="orange.700" fontWeight="semibold">
            {t('approvals.overloaded', { count: approval.nominatedTimes, limit: loadWarning })}
          </Text>
        ) : (
          <Text fontSize="sm">{t('approvals.times', { count: approval.nominatedTimes })}</Text>
        )}
        {onApprove ? null : <StatusBadge status={approval.status} />}
        {approval.reason ? <Text fontSize="sm">{t('approvals.reason', { reason: approval.reason })}</Text> : null}
      </Box>
      {onApprove && onDeny ? (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" aria-label={actionLabel(t('approvals.approve'))} disabled={busy} onClick={onApprove}>
            {t('approvals.approve')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={actionLabel(t('approvals.deny'))} disabled={busy} onClick={onDeny}>
            {t('approvals.deny')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
