import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { NominationSettings } from '@skillup/shared/api/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../common/fields';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';
import { useSaveNominationSettings } from './api/nominations';
import { GroupLimitsFields } from './GroupLimitsFields';
import { ModeField } from './ModeField';
import { draftOf, fieldId, requestOf, validateDraft, type SettingsDraft } from './values';

/**
 * docs/areas/feedback-360.md, "Nominations": who nominates, how many per group, until when.
 * The form checks the server's rules on submit and then as they are fixed, the first wrong
 * field taking the focus; what the server still refuses shows beside the button in words.
 */
export function SettingsForm({ campaignId, settings, readOnly }: { campaignId: number; settings: NominationSettings; readOnly: boolean }) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations.settings' });
  const save = useSaveNominationSettings(campaignId);
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [attempts, setAttempts] = useState(0);
  const [saved, setSaved] = useState(false);
  const errors = attempts > 0 ? validateDraft(draft) : {};
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const errorOf = (id: string) => {
    const error = errors[id];
    if (!error) return undefined;
    switch (error.kind) {
      case 'number':
        return t('number', { min: error.min, max: error.max });
      case 'order':
        return t('order', { min: error.min });
      case 'moment':
        return t('moment');
    }
  };
  const change = (update: (current: SettingsDraft) => SettingsDraft) => {
    setSaved(false);
    setDraft(update);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    save.mutate(requestOf(draft), {
      // The form shows what the server kept, and a later slip is checked anew.
      onSuccess: (kept) => {
        setDraft(draftOf(kept));
        setAttempts(0);
        setSaved(true);
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t('title')}>
      <Fieldset.Root disabled={readOnly}>
        <Stack gap="6">
          <ModeField mode={draft.mode} disabled={readOnly} onChange={(mode) => change((current) => ({ ...current, mode }))} />
          <GroupLimitsFields
            limits={draft.limits}
            errorOf={errorOf}
            onChange={(update) => change((current) => ({ ...current, limits: update(current.limits) }))}
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
            <TextField
              id={fieldId.deadline}
              type="datetime-local"
              label={t('deadline')}
              helper={t('deadlineHelp')}
              value={draft.deadline}
              error={errorOf(fieldId.deadline)}
              onChange={(deadline) => change((current) => ({ ...current, deadline }))}
            />
            {draft.mode === 'manager' && (
              <TextField
                id={fieldId.autoApproveAt}
                type="datetime-local"
                label={t('autoApproveAt')}
                helper={t('autoApproveHelp')}
                value={draft.autoApproveAt}
                error={errorOf(fieldId.autoApproveAt)}
                onChange={(autoApproveAt) => change((current) => ({ ...current, autoApproveAt }))}
              />
            )}
            <TextField
              id={fieldId.loadWarning}
              type="number"
              inputMode="numeric"
              required
              label={t('loadWarning')}
              helper={t('loadWarningHelp')}
              value={draft.loadWarning}
              error={errorOf(fieldId.loadWarning)}
              onChange={(loadWarning) => change((current) => ({ ...current, loadWarning }))}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset.Root>
      {!readOnly && (
        <Stack gap="3" mt="6" align="flex-start">
          {errorCount > 0 && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t('fixErrors', { count: errorCount })}</Alert.Title>
            </Alert.Root>
          )}
          <ServerError error={save.error} scope="nominations.settings" />
          <Text role="status" fontWeight="medium">
            {saved ? t('saved') : ''}
          </Text>
          <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText={t('save')}>
            {t('save')}
          </Button>
        </Stack>
      )}
    </form>
  );
}
