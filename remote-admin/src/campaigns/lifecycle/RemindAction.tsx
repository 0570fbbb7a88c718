import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import { useRemindCount, useSendReminders } from '../api/remind';

/** The texts of the reminder, refusals included: NOT_ACTIVE here is not about closing. */
const TEXTS = 'campaigns.lifecycle.remind';

/** How an action went, kept as its text's key so that it follows a change of language. */
export interface Outcome {
  key: string;
  count?: number;
}

/**
 * docs/jobs.md, "Reminders now": a reminder to every participant of the open campaign with a
 * test still to finish. The click reads how many that is now, and the dialog asks with that
 * number; with nobody to remind it only says so. A refusal of the server shows inside the
 * dialog.
 */
export function RemindAction({ campaignId, onDone }: { campaignId: number; onDone(outcome: Outcome | null): void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const count = useRemindCount(campaignId);
  const send = useSendReminders(campaignId);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const ask = () => {
    send.reset();
    onDone(null);
    // The dialog opens either way: with the number, or with why it could not be read.
    count.mutate(undefined, { onSettled: () => setOpen(true) });
  };
  const confirm = () =>
    send.mutate(undefined, {
      onSuccess: (queued) => {
        setOpen(false);
        onDone(queued > 0 ? { key: `${TEXTS}.done`, count: queued } : { key: `${TEXTS}.again` });
      },
    });

  const known = count.isSuccess ? count.data : null;
  return (
    <>
      <Button ref={buttonRef} variant="outline" colorPalette="brand" loading={count.isPending} loadingText={t(`${TEXTS}.button`)} onClick={ask}>
        {t(`${TEXTS}.button`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(`${TEXTS}.title`)}
        cancelLabel={known ? t('campaigns.lifecycle.cancel') : t(`${TEXTS}.close`)}
        confirmLabel={known ? t(`${TEXTS}.confirm`) : undefined}
        pending={send.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        finalFocus={() => buttonRef.current}
      >
        {known !== null && <Dialog.Description>{known > 0 ? t(`${TEXTS}.ask`, { count: known }) : t(`${TEXTS}.nobody`)}</Dialog.Description>}
        {known !== null && known > 0 && <Text>{t(`${TEXTS}.what`)}</Text>}
        <ServerError error={count.error} scope={TEXTS} />
        <ServerError error={send.error} scope={TEXTS} />
      </ConfirmDialog>
    </>
  );
}
