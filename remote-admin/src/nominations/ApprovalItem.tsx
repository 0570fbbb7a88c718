import { ApprovalItem as SharedApprovalItem } from '@skillup/shared';
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

/** One waiting nomination as HR weighs it, in the console's words. */
export function ApprovalItem({ approval, loadWarning, onApprove, onDeny, busy }: ApprovalItemProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations' });
  const nominee = personName(approval.nominee);
  const evaluated = personName(approval.evaluated);
  return (
    <SharedApprovalItem
      texts={{
        nominee,
        team: approval.nominee.team,
        evaluated: t('approvals.evaluated', { name: evaluated }),
        group: t('approvals.group', { group: t(`group.${approval.group}`) }),
        times: t('approvals.times', { count: approval.nominatedTimes }),
        overloaded: approval.nominatedTimes > loadWarning ? t('approvals.overloaded', { limit: loadWarning }) : null,
        reason: null,
        approve: t('approvals.approve'),
        deny: t('approvals.deny'),
        actionFor: (action) => t('approvals.actionFor', { action, nominee, evaluated }),
      }}
      {...(onApprove && onDeny ? { onApprove, onDeny } : {})}
      busy={busy}
    />
  );
}
