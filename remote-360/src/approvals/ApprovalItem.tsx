import { ApprovalItem as SharedApprovalItem } from '@skillup/shared';
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

/** One nomination as the participant's manager weighs it, in the 360's words; a decided one says how it ended. */
export function ApprovalItem({ approval, loadWarning, onApprove, onDeny, busy }: ApprovalItemProps) {
  const { t } = useTranslation(NS);
  const nominee = personName(approval.nominee);
  const evaluated = personName(approval.evaluated);
  return (
    <SharedApprovalItem
      texts={{
        nominee,
        team: approval.nominee.team,
        evaluated: t('approvals.evaluated', { name: evaluated }),
        group: t('approvals.group', { group: t(`groups.${approval.group}`) }),
        times: t('approvals.times', { count: approval.nominatedTimes }),
        overloaded: approval.nominatedTimes > loadWarning ? t('approvals.overloaded', { count: approval.nominatedTimes, limit: loadWarning }) : null,
        reason: approval.reason ? t('approvals.reason', { reason: approval.reason }) : null,
        approve: t('approvals.approve'),
        deny: t('approvals.deny'),
        actionFor: (action) => t('approvals.actionFor', { action, nominee, evaluated }),
      }}
      status={onApprove ? null : <StatusBadge status={approval.status} />}
      {...(onApprove && onDeny ? { onApprove, onDeny } : {})}
      busy={busy}
    />
  );
}
