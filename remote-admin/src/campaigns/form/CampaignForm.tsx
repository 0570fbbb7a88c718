import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { DEFAULT_RETENTION, LANGUAGES, type AdminCampaignCreateRequest, type Theme } from '@skillup/shared/api/contract';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextAreaField, TextField } from '../../common/fields';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import { formatDate } from '../../progress/format';
import { LanguageFields } from './LanguageFields';
import { PrivacyPreview } from './PrivacyPreview';
import { ReminderFields } from './ReminderFields';
import { fieldId, validateCampaign, type FormErrors } from './validate';
import { THRESHOLD_GROUPS, reminderChoices, requestOf, type CampaignFormValues } from './values';

const THEMES: readonly Theme[] = ['skillup', 'calendar', 'ferrari-academy'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset.Root borderTopWidth="1px" pt="4">
      <Fieldset.Legend>
        <Heading as="h3" size="md">
          {title}
        </Heading>
      </Fieldset.Legend>
      <Stack gap="4" mt="3">
        {children}
      </Stack>
    </Fieldset.Root>
  );
}

export interface CampaignFormProps {
  initial: CampaignFormValues;
  /** The privacy notice as the server kept it; undefined for a campaign not created yet. */
  savedPrivacy?: string | null;
  /** When the campaign closed and when its people were unlinked; undefined for a campaign not created yet. */
  closure?: { closedAt: string | null; anonymisedAt: string | null };
  /** A superassessor reads the campaign and changes nothing. */
  readOnly?: boolean;
  pending: boolean;
  serverError: unknown;
  submitLabel: string;
  /** Changes when the campaign was saved: the form takes `initial` again, keeping the focus where it is. */
  savedCount?: number;
  onSubmit(request: AdminCampaignCreateRequest): void;
}

/**
 * docs/areas/admin.md, "Campaigns": a campaign's settings. The form checks the server's rules
 * on submit and then as they are fixed; the first wrong field takes the focus and a summary is
 * announced; what the server refuses shows beside the button.
 */
export function CampaignForm({
  initial,
  savedPrivacy,
  closure,
  readOnly = false,
  pending,
  serverError,
  submitLabel,
  savedCount = 0,
  onSubmit,
}: CampaignFormProps) {
  const { t, i18n } = useTranslation(NS);
  const [values, setValues] = useState(initial);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: FormErrors = attempts > 0 ? validateCampaign(values) : {};
  const errorCount = Object.keys(errors).length;
  const message = (id: string) => (errors[id] ? t(`campaigns.form.errors.${errors[id].key}`, errors[id].values) : undefined);
  const set = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const [savesSeen, setSavesSeen] = useState(savedCount);
  if (savedCount !== savesSeen) {
    setSavesSeen(savedCount);
    setValues(initial);
    setAttempts(0);
  }

  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    if (Object.keys(validateCampaign(values)).length === 0) onSubmit(requestOf(values));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Fieldset.Root disabled={readOnly}>
        <Stack gap="8">
          <Section title={t('campaigns.form.languages')}>
            <Text color="fg.muted">{t('campaigns.form.languagesHelp')}</Text>
            {LANGUAGES.map((lang) => (
              <LanguageFields
                key={lang}
                lang={lang}
                texts={values.texts[lang]}
                errors={errors}
                onChange={(texts) => set('texts', { ...values.texts, [lang]: texts })}
              />
            ))}
          </Section>
          <Section title={t('campaigns.form.themeAndDates')}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <SelectField
                id="campaign-theme"
                label={t('campaigns.form.theme')}
                value={values.theme}
                options={THEMES.map((theme) => ({ value: theme, label: t(`campaigns.theme.${theme}`) }))}
                onChange={(theme) => set('theme', theme)}
              />
              <TextField
                id={fieldId.dateStart}
                type="date"
                required
                label={t('campaigns.form.dateStart')}
                value={values.dateStart}
                error={message(fieldId.dateStart)}
                onChange={(value) => set('dateStart', value)}
              />
              <TextField
                id={fieldId.dateEnd}
                type="date"
                required
                label={t('campaigns.form.dateEnd')}
                value={values.dateEnd}
                error={message(fieldId.dateEnd)}
                onChange={(value) => set('dateEnd', value)}
              />
            </SimpleGrid>
            <TextField
              id={fieldId.logo}
              type="url"
              inputMode="url"
              label={t('campaigns.form.logo')}
              helper={t('campaigns.form.logoHelp')}
              value={values.logo}
              error={message(fieldId.logo)}
              onChange={(value) => set('logo', value)}
            />
          </Section>
          <Section title={t('campaigns.form.reminders')}>
            <ReminderFields
              reminders={values.reminders}
              choices={reminderChoices([...initial.reminders.daysBefore, ...values.reminders.daysBefore])}
              dateEnd={values.dateEnd}
              error={message(fieldId.reminderDays)}
              onChange={(change) => setValues((current) => ({ ...current, reminders: change(current.reminders) }))}
            />
          </Section>
          <Section title={t('campaigns.form.privacy')}>
            <TextAreaField
              id={fieldId.privacy}
              rows={8}
              fontFamily="mono"
              label={t('campaigns.form.privacyHtml')}
              helper={t('campaigns.form.privacyHelp')}
              value={values.privacyAgreement}
              error={message(fieldId.privacy)}
              onChange={(value) => set('privacyAgreement', value)}
            />
            {savedPrivacy !== undefined && <PrivacyPreview saved={savedPrivacy} typed={values.privacyAgreement} />}
          </Section>
          <Section title={t('campaigns.form.feedback360')}>
            <CheckField label={t('campaigns.form.is360')} checked={values.is360} onChange={(checked) => set('is360', checked)} />
            <CheckField
              label={t('campaigns.form.selfEvaluation')}
              helper={t('campaigns.form.selfEvaluationHelp')}
              checked={values.selfEvaluation}
              onChange={(checked) => set('selfEvaluation', checked)}
            />
          </Section>
          <Section title={t('campaigns.form.report')}>
            <CheckField
              label={t('campaigns.form.canAssessedDownload')}
              checked={values.canAssessedDownload}
              onChange={(checked) => set('canAssessedDownload', checked)}
            />
            <CheckField
              label={t('campaigns.form.earlyDownload')}
              helper={t('campaigns.form.earlyDownloadHelp')}
              checked={values.earlyDownload}
              onChange={(checked) => set('earlyDownload', checked)}
            />
            <Text color="fg.muted">{t('campaigns.form.thresholdsHelp')}</Text>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              {THRESHOLD_GROUPS.map((group) => (
                <TextField
                  key={group}
                  id={fieldId.threshold(group)}
                  type="number"
                  inputMode="numeric"
                  label={t(`campaigns.form.threshold.${group}`)}
                  value={values.thresholds[group]}
                  error={message(fieldId.threshold(group))}
                  onChange={(value) => set('thresholds', { ...values.thresholds, [group]: value })}
                />
              ))}
            </SimpleGrid>
          </Section>
          <Section title={t('campaigns.form.retention')}>
            <Text color="fg.muted">{t('campaigns.form.retentionHelp')}</Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField
                id={fieldId.anonymiseAfterDays}
                type="number"
                inputMode="numeric"
                required
                label={t('campaigns.form.anonymiseAfterDays')}
                helper={t('campaigns.form.retentionDefault', { days: DEFAULT_RETENTION.anonymiseAfterDays })}
                value={values.retention.anonymiseAfterDays}
                error={message(fieldId.anonymiseAfterDays)}
                onChange={(value) => set('retention', { ...values.retention, anonymiseAfterDays: value })}
              />
              <TextField
                id={fieldId.deleteAfterDays}
                type="number"
                inputMode="numeric"
                required
                label={t('campaigns.form.deleteAfterDays')}
                helper={t('campaigns.form.retentionDefault', { days: DEFAULT_RETENTION.deleteAfterDays })}
                value={values.retention.deleteAfterDays}
                error={message(fieldId.deleteAfterDays)}
                onChange={(value) => set('retention', { ...values.retention, deleteAfterDays: value })}
              />
            </SimpleGrid>
            {closure?.closedAt && (
              <Text>
                {closure.anonymisedAt
                  ? t('campaigns.form.closedAndUnlinked', {
                      closed: formatDate(closure.closedAt, i18n.language),
                      unlinked: formatDate(closure.anonymisedAt, i18n.language),
                    })
                  : t('campaigns.form.closedOn', { closed: formatDate(closure.closedAt, i18n.language) })}
              </Text>
            )}
          </Section>
        </Stack>
      </Fieldset.Root>
      {!readOnly && (
        <Stack gap="3" mt="8" align="flex-start">
          {errorCount > 0 && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t('campaigns.form.fixErrors', { count: errorCount })}</Alert.Title>
            </Alert.Root>
          )}
          <ServerError error={serverError} scope="campaigns" />
          <Button type="submit" colorPalette="brand" loading={pending} loadingText={submitLabel}>
            {submitLabel}
          </Button>
        </Stack>
      )}
    </form>
  );
}
