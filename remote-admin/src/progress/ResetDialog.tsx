import { ReasonDialog } from '@skillup/shared';
import { TEST_RESET_REASON_MAX } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';

export interface ResetDialogProps {
  person: string;
  test: string;
  pending: boolean;
  /** What the server answered when it refused. */
  error: unknown;
  onReset(reason: string): void;
  onClose(): void;
}

/** docs/areas/admin.md, "Progress": a reset cannot be undone and is logged with its reason. */
export function ResetDialog({ person, test, pending, error, onReset, onClose }: ResetDialogProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress.reset' });
  return (
    <ReasonDialog
      labels={{
        title: t('title', { test }),
        description: t('warning', { person, test }),
        reason: t('reason'),
        reasonHelp: t('reasonHelp'),
        reasonMissing: t('reasonMissing'),
        cancel: t('cancel'),
        confirm: t('confirm'),
      }}
      maxLength={TEST_RESET_REASON_MAX}
      pending={pending}
      error={<ServerError error={error} scope="progress.reset" />}
      onConfirm={onReset}
      onClose={onClose}
    />
  );
}
