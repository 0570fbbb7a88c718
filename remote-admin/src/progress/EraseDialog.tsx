import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { List } from '@chakra-ui/react/list';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ErasureCounts } from '@skillup/shared/api/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../common/FormDialog';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';
import { useErasePerson, useErasurePreview } from './api/erasure';

/** What goes with the person, and what stays without any link to them (docs/security.md, "Erasure"). */
const DELETED = ['campaigns', 'tests', 'reports', 'evaluationsAboutThem', 'sessions', 'reportReads', 'clientLogs'] as const;
const KEPT = ['evaluationsGiven', 'assessmentsGiven'] as const;

/** The confirmation HR types: the person's e-mail, whatever its case and surrounding spaces. */
export const confirms = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

function Counts({ title, keys, counts }: { title: string; keys: readonly (keyof ErasureCounts)[]; counts: ErasureCounts }) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress.erase' });
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="1">
      <Heading as="h3" size="sm" id={headingId}>
        {title}
      </Heading>
      <List.Root ps="5">
        {keys.map((key) => (
          <List.Item key={key}>{t(`counts.${key}`, { count: counts[key] })}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export interface EraseDialogProps {
  userId: number;
  /** The person's name as the page shows it, for the title while the preview loads. */
  person: string;
  email: string;
  onErased(): void;
  onClose(): void;
}

/**
 * docs/security.md, "Erasure": an erasure cannot be undone, so the dialog lists what goes and
 * what stays, and sends nothing until HR types the person's e-mail back.
 */
export function EraseDialog({ userId, person, email, onErased, onClose }: EraseDialogProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress.erase' });
  const preview = useErasurePreview(userId);
  const erase = useErasePerson(userId);
  const [typed, setTyped] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const expected = preview.data?.person.email ?? email;
  const matches = confirms(typed, expected);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || erase.isPending) return;
    erase.mutate(typed.trim(), { onSuccess: onErased });
  };
  return (
    <FormDialog
      title={t('title', { person })}
      role="alertdialog"
      initialFocus={field}
      scrolls
      pending={erase.isPending}
      cancelLabel={t('cancel')}
      submitLabel={t('confirm')}
      submitPalette="red"
      submitDisabled={!matches}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Dialog.Description>{t('warning', { person })}</Dialog.Description>
        {preview.isPending && (
          <Text role="status">
            <Spinner size="xs" aria-hidden="true" /> {t('loading')}
          </Text>
        )}
        {preview.data && (
          <>
            <Counts title={t('deleted')} keys={DELETED} counts={preview.data.counts} />
            <Counts title={t('kept')} keys={KEPT} counts={preview.data.counts} />
          </>
        )}
        <ServerError error={preview.error} scope="progress.erase" />
        <Field.Root required>
          <Field.Label>
            {t('typeEmail', { email: expected })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={field}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Field.HelperText>{t('typeEmailHelp')}</Field.HelperText>
        </Field.Root>
        <ServerError error={erase.error} scope="progress.erase" />
      </Stack>
    </FormDialog>
  );
}
