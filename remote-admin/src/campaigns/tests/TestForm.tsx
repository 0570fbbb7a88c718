import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminActivity, AdminTest, Language } from '@skillup/shared/api/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextAreaField, TextField } from '../../common/fields';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import type { FormErrors } from '../form/validate';
import { localText } from '../texts';
import { TEST_TEXTS, testFieldId, testLanguages, validateTest, type TestFormValues, type TestText } from './testValues';

export interface TestFormProps {
  /** The heading of the form: adding a test, or editing one by name. */
  title: string;
  initial: TestFormValues;
  /** The test edited; undefined for a new one. */
  test?: AdminTest;
  /** The other tests of the campaign, which may be prerequisites. */
  others: readonly AdminTest[];
  activities: readonly AdminActivity[];
  campaignLanguages: readonly Language[];
  calendar: boolean;
  pending: boolean;
  serverError: unknown;
  onSubmit(values: TestFormValues): void;
  onCancel(): void;
}

/** A test of the campaign: what it opens, how it looks, what it says in each language, what it waits for. */
export function TestForm({
  title,
  initial,
  test,
  others,
  activities,
  campaignLanguages,
  calendar,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: TestFormProps) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [attempts, setAttempts] = useState(0);
  // A test whose page the catalogue does not list keeps it until HR chooses an activity.
  const keepsItsPage = test !== undefined && test.activity === null;
  const activityNames = [...activities.map((activity) => activity.activity), ...(keepsItsPage ? [''] : [])];
  const errors: FormErrors = attempts > 0 ? validateTest(values, activityNames, calendar) : {};
  const errorCount = Object.keys(errors).length;
  const message = (id: string) => (errors[id] ? t(`campaigns.tests.errors.${errors[id].key}`, errors[id].values) : undefined);
  const set = <K extends keyof TestFormValues>(key: K, value: TestFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const setText = (lang: Language, field: TestText, value: string) =>
    setValues((current) => ({ ...current, texts: { ...current.texts, [lang]: { ...current.texts[lang], [field]: value } } }));

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, []);
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    if (Object.keys(validateTest(values, activityNames, calendar)).length === 0) onSubmit(values);
  };

  const activityOptions = [
    ...(values.activity && !keepsItsPage
      ? []
      : [{ value: '', label: keepsItsPage ? t('campaigns.tests.form.currentPage', { url: test?.url }) : t('campaigns.tests.form.chooseActivity') }]),
    ...activities.map((activity) => ({ value: activity.activity, label: localText(activity.name, i18n.language) || activity.activity })),
  ];
  const colour = /^#[0-9A-Fa-f]{6}$/.test(values.color.trim()) ? values.color.trim() : null;

  return (
    <Box asChild borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Stack gap="5">
          <Heading as="h4" size="md" id={headingId}>
            {title}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              id={testFieldId.activity}
              required
              label={t('campaigns.tests.form.activity')}
              value={values.activity}
              options={activityOptions}
              error={message(testFieldId.activity)}
              onChange={(activity) => set('activity', activity)}
            />
            <TextField
              id={testFieldId.abbreviation}
              required
              label={t('campaigns.tests.form.abbreviation')}
              helper={t('campaigns.tests.form.abbreviationHelp')}
              value={values.abbreviation}
              error={message(testFieldId.abbreviation)}
              onChange={(value) => set('abbreviation', value)}
            />
            <Flex gap="3" align="flex-start">
              <TextField
                id={testFieldId.color}
                label={t('campaigns.tests.form.color')}
                helper={t('campaigns.tests.form.colorHelp')}
                value={values.color}
                error={message(testFieldId.color)}
                onChange={(value) => set('color', value)}
              />
              <Box aria-hidden flexShrink={0} mt="8" boxSize="8" borderRadius="md" borderWidth="1px" bg={colour ?? 'transparent'} />
            </Flex>
            <TextField
              id={testFieldId.duration}
              type="number"
              inputMode="numeric"
              label={t('campaigns.tests.form.duration')}
              value={values.duration}
              error={message(testFieldId.duration)}
              onChange={(value) => set('duration', value)}
            />
            {calendar && (
              <TextField
                id={testFieldId.startDate}
                type="date"
                label={t('campaigns.tests.form.startDate')}
                value={values.startDate}
                error={message(testFieldId.startDate)}
                onChange={(value) => set('startDate', value)}
              />
            )}
          </SimpleGrid>
          {testLanguages(campaignLanguages, values).map((lang) => (
            <Fieldset.Root key={lang} borderWidth="1px" borderRadius="md" p="4" bg="bg">
              <Fieldset.Legend fontWeight="semibold" px="1">
                {t(`common.languages.${lang}`)}
              </Fieldset.Legend>
              <Stack gap="4" mt="2">
                {TEST_TEXTS.map((field) => {
                  const props = {
                    id: testFieldId.text(lang, field),
                    lang,
                    label: t(`campaigns.tests.form.${field}`),
                    value: values.texts[lang][field],
                    error: message(testFieldId.text(lang, field)),
                    onChange: (value: string) => setText(lang, field, value),
                  };
                  return field === 'name' ? <TextField key={field} {...props} /> : <TextAreaField key={field} rows={2} {...props} />;
                })}
              </Stack>
            </Fieldset.Root>
          ))}
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">{t('campaigns.tests.form.prerequisites')}</Fieldset.Legend>
            <Fieldset.HelperText>{t('campaigns.tests.form.prerequisitesHelp')}</Fieldset.HelperText>
            <Stack gap="2" mt="2">
              {others.length === 0 && <Text color="fg.muted">{t('campaigns.tests.form.noOthers')}</Text>}
              {others.map((other) => (
                <CheckField
                  key={other.id}
                  label={localText(other.name, i18n.language) || other.abbreviation || String(other.id)}
                  checked={values.prerequisites.includes(other.id)}
                  onChange={(checked) =>
                    set('prerequisites', checked ? [...values.prerequisites, other.id] : values.prerequisites.filter((id) => id !== other.id))
                  }
                />
              ))}
            </Stack>
          </Fieldset.Root>
          <Stack gap="2">
            <CheckField label={t('campaigns.tests.form.repeatable')} checked={values.repeatable} onChange={(checked) => set('repeatable', checked)} />
            <CheckField label={t('campaigns.tests.form.hasTimer')} checked={values.hasTimer} onChange={(checked) => set('hasTimer', checked)} />
          </Stack>
          {test?.answered && <Text color="fg.muted">{t('campaigns.tests.form.answered')}</Text>}
          {errorCount > 0 && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t('campaigns.form.fixErrors', { count: errorCount })}</Alert.Title>
            </Alert.Root>
          )}
          <ServerError error={serverError} scope="campaigns" />
          <Flex gap="3" wrap="wrap">
            <Button
              type="submit"
              colorPalette="brand"
              loading={pending}
              loadingText={test ? t('campaigns.tests.form.save') : t('campaigns.tests.form.add')}
            >
              {test ? t('campaigns.tests.form.save') : t('campaigns.tests.form.add')}
            </Button>
            <Button variant="outline" onClick={onCancel}>
              {t('campaigns.tests.form.cancel')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
