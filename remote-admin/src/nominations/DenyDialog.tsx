import { ReasonDialog } from '@skillup/shared';
import { REASON_MAX } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';

export interface DenyDialogProps {
  nominee: string;
  evaluated: string;
  pending: boolean;
  /** What the server answered when it refused. */
  error: unknown;
  onDeny(reason: string): void;
  onClose(): void;
}

/** docs/areas/feedback-360.md, "Nominations": a denial cannot be taken back and its reason is what the participant reads. */
export function DenyDialog({ nominee, evaluated, pending, error, onDeny, onClose }: DenyDialogProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations.approvals' });
  return (
    <ReasonDialog
      labels={{
        title: t('denyTitle', { nominee }),
        description: t('denyText', { nominee, evaluated }),
        reason: t('reason'),
        reasonHelp: t('reasonHelp'),
        reasonMissing: t('reasonMissing'),
        cancel: t('cancel'),
        confirm: t('confirm'),
      }}
      maxLength={REASON_MAX}
      pending={pending}
      error={<ServerError error={error} scope="nominations.approvals" />}
      onConfirm={onDeny}
      onClose={onClose}
    />
  );
}
