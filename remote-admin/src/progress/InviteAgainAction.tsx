import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';
import { useInviteAgain } from './api/participant';

/** The texts of "invite again", refusals included. */
const TEXTS = 'progress.invite';

/**
 * docs/jobs.md, "Invite again": the invitation of one participant of the open campaign, once
 * more, for someone who lost the mail or whose link expired. The dialog names the person and
 * says that the previous link stops working; a refusal of the server shows inside it. How it
 * went is told through `onDone`, in words (null when asking again).
 */
export function InviteAgainAction({
  campaignId,
  userId,
  person,
  email,
  onDone,
}: {
  campaignId: number;
  userId: number;
  person: string;
  email: string;
  onDone(outcome: string | null): void;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const invite = useInviteAgain(campaignId, userId);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const ask = () => {
    invite.reset();
    onDone(null);
    setOpen(true);
  };
  const confirm = () =>
    invite.mutate(undefined, {
      onSuccess: (queued) => {
        setOpen(false);
        onDone(queued > 0 ? t(`${TEXTS}.done`, { person }) : t(`${TEXTS}.again`));
      },
    });

  return (
    <>
      <Button ref={buttonRef} size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={ask}>
        {t(`${TEXTS}.open`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(`${TEXTS}.ask`, { person })}
        cancelLabel={t(`${TEXTS}.cancel`)}
        confirmLabel={t(`${TEXTS}.confirm`)}
        pending={invite.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        finalFocus={() => buttonRef.current}
      >
        <Dialog.Description wordBreak="break-word">{t(`${TEXTS}.what`, { person, email })}</Dialog.Description>
        <Text>{t(`${TEXTS}.previous`)}</Text>
        <ServerError error={invite.error} scope={TEXTS} />
      </ConfirmDialog>
    </>
  );
}
