import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LANGUAGES, PERSON_ROLES, type PersonEntry, type PersonRole } from '@skillup/shared/api/contract';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../common/FormDialog';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import { PersonPicker } from './PersonPicker';
import { personName } from './personName';
import { emptyValues, valuesOf, type PersonValues } from './personValues';

/** The same shape the server checks; it says more when it refuses. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Problem = 'email' | 'firstName' | 'lastName';

function problemsOf(values: PersonValues, adding: boolean): Problem[] {
  const problems: Problem[] = [];
  if (adding && !EMAIL.test(values.email.trim())) problems.push('email');
  if (!values.firstName.trim()) problems.push('firstName');
  if (!values.lastName.trim()) problems.push('lastName');
  return problems;
}

function TextField({
  label,
  value,
  onChange,
  problem,
  required,
  type = 'text',
  help,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  problem?: string | null;
  required?: boolean;
  type?: string;
  help?: ReactNode;
}) {
  return (
    <Field.Root required={required} invalid={Boolean(problem)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input value={value} type={type} onChange={(event) => onChange(event.currentTarget.value)} maxLength={type === 'email' ? 320 : 200} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface PersonDialogProps {
  campaignId: number;
  /** The person to edit; null adds one. */
  person: PersonEntry | null;
  pending: boolean;
  error: unknown;
  onSave(values: PersonValues): void;
  onClose(): void;
}

/** Adds a person to the campaign, or edits one: name, language, team, manager and role. */
export function PersonDialog({ campaignId, person, pending, error, onSave, onClose }: PersonDialogProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.form' });
  const { t: area } = useTranslation(NS);
  const adding = person === null;
  // docs/areas/admin.md, "Superassessors": the role reaches every company, so only operations give or take it.
  const superassessor = person?.role === 'superassessor';
  const [values, setValues] = useState<PersonValues>(() => (person ? valuesOf(person) : emptyValues()));
  const [problems, setProblems] = useState<Problem[]>([]);
  const first = useRef<HTMLInputElement>(null);
  const set = (change: Partial<PersonValues>) => setValues((current) => ({ ...current, ...change }));
  const problem = (name: Problem) => (problems.includes(name) ? t(`problem.${name}`) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values, adding);
    setProblems(found);
    if (!found.length) onSave(values);
  };
  return (
    <FormDialog
      title={adding ? t('addTitle') : t('editTitle', { name: personName(person) })}
      initialFocus={first}
      scrolls
      pending={pending}
      cancelLabel={t('cancel')}
      submitLabel={adding ? t('add') : t('save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        {adding ? (
          <Field.Root required invalid={Boolean(problem('email'))}>
            <Field.Label>
              {t('email')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input ref={first} type="email" value={values.email} onChange={(event) => set({ email: event.currentTarget.value })} maxLength={320} />
            <Field.HelperText>{t('emailHelp')}</Field.HelperText>
            {problem('email') && <Field.ErrorText>{problem('email')}</Field.ErrorText>}
          </Field.Root>
        ) : (
          <Text ref={first} tabIndex={-1}>
            {t('emailOf', { email: person.email })}
          </Text>
        )}
        <TextField
          label={t('firstName')}
          value={values.firstName}
          onChange={(firstName) => set({ firstName })}
          problem={problem('firstName')}
          required
        />
        <TextField label={t('lastName')} value={values.lastName} onChange={(lastName) => set({ lastName })} problem={problem('lastName')} required />
        <Field.Root>
          <Field.Label>{t('language')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.language} onChange={(event) => set({ language: event.currentTarget.value })}>
              <option value="">{t('noLanguage')}</option>
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {area(`common.languages.${lang}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <TextField label={t('team')} value={values.team} onChange={(team) => set({ team })} />
        {adding ? (
          <TextField
            label={t('managerEmail')}
            type="email"
            value={values.managerEmail}
            onChange={(managerEmail) => set({ managerEmail })}
            help={t('managerEmailHelp')}
          />
        ) : (
          <Fieldset.Root>
            <Fieldset.Legend>{t('manager')}</Fieldset.Legend>
            <Stack gap="2">
              <Text>{values.manager ? t('managerIs', { name: values.manager.label }) : t('noManager')}</Text>
              {values.manager && (
                <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => set({ manager: null })}>
                  {t('removeManager')}
                </Button>
              )}
              <PersonPicker
                campaignId={campaignId}
                label={t('findManager')}
                eligible={(candidate) => candidate.id !== person.id}
                onPick={(manager) => set({ manager: { id: manager.id, label: `${personName(manager)} (${manager.email})` } })}
              />
            </Stack>
          </Fieldset.Root>
        )}
        <Field.Root disabled={superassessor}>
          <Field.Label>{t('role')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.role} onChange={(event) => set({ role: event.currentTarget.value as PersonRole })}>
              {PERSON_ROLES.filter((role) => role !== 'superassessor' || superassessor).map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {superassessor && <Field.HelperText>{t('roleOfOperations')}</Field.HelperText>}
        </Field.Root>
        <ServerError error={error} scope="people" />
      </Stack>
    </FormDialog>
  );
}
