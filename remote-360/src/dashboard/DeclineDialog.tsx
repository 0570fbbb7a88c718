import { ReasonDialog } from '@skillup/shared';
import type { Relation } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { useDecline } from '../api/nominations';
import { ActionError } from '../common/ActionError';
import { NS } from '../i18n';

/** A nominated rater says they will not rate `relation`'s person, and why; the list then drops them. */
export function DeclineDialog({ campaignId, relation, onClose }: { campaignId: number; relation: Relation; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const decline = useDecline(campaignId);
  const name = `${relation.firstName} ${relation.lastName}`;
  return (
    <ReasonDialog
      labels={{
        title: t('dashboard.declineTitle', { name }),
        description: t('dashboard.declineText', { name }),
        reason: t('reason.label'),
        reasonMissing: t('reason.missing'),
        cancel: t('reason.cancel'),
        confirm: t('dashboard.declineConfirm'),
      }}
      pending={decline.isPending}
      error={<ActionError error={decline.error} />}
      onConfirm={(reason) => decline.mutate({ evaluee: relation.id, reason }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
