import type { Relation } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { useDecline } from '../api/nominations';
import { ReasonDialog } from '../common/ReasonDialog';
import { NS } from '../i18n';

/** A nominated rater says they will not rate `relation`'s person, and why; the list then drops them. */
export function DeclineDialog({ campaignId, relation, onClose }: { campaignId: number; relation: Relation; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const decline = useDecline(campaignId);
  const name = `${relation.firstName} ${relation.lastName}`;
  return (
    <ReasonDialog
      title={t('dashboard.declineTitle', { name })}
      text={t('dashboard.declineText', { name })}
      submitLabel={t('dashboard.declineConfirm')}
      pending={decline.isPending}
      error={decline.error}
      onSubmit={(reason) => decline.mutate({ evaluee: relation.id, reason }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
