import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../common/fields';
import { ServerError } from '../common/ServerError';
import { NS } from '../i18n';
import type { Draft, ListForm } from './definition';

interface ItemFormProps<Item> {
  form: ListForm<Item>;
  title: string;
  /** The item edited; absent for a new one. */
  item?: Item;
  pending: boolean;
  error: unknown;
  onSave(input: unknown): void;
  onCancel(): void;
}

/** Create or edit one item: what the server would refuse is said beside its field before anything is sent. */
export function ItemForm<Item>({ form, title, item, pending, error, onSave, onCancel }: ItemFormProps<Item>) {
  const { t } = useTranslation(NS, { keyPrefix: 'lists' });
  const [draft, setDraft] = useState<Draft>(() => form.draftOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const root = useRef<HTMLFormElement>(null);
  const fields = form.fields.filter((field) => !(item && field.createOnly));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = form.validate(draft);
    setErrors(found);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      root.current?.querySelector<HTMLElement>(`#${CSS.escape(`${formId}-${first.name}`)}`)?.focus();
      return;
    }
    onSave(form.inputOf(draft, item));
  };

  return (
    <form ref={root} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
      <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h3" size="md" id={`${formId}-title`}>
          {title}
        </Heading>
        {fields.map((field) => {
          const common = {
            id: `${formId}-${field.name}`,
            label: t(field.label),
            required: field.required,
            error: errors[field.name] ? t(errors[field.name]!) : undefined,
          };
          const change = (value: string) => setDraft((current) => ({ ...current, [field.name]: value }));
          return field.options ? (
            <SelectField key={field.name} {...common} value={draft[field.name] ?? ''} options={field.options} onChange={change} />
          ) : (
            <TextField key={field.name} {...common} value={draft[field.name] ?? ''} onChange={change} />
          );
        })}
        <ServerError error={error} scope="lists" />
        <Stack direction="row" gap="3" wrap="wrap">
          <Button type="submit" loading={pending} loadingText={t('save')}>
            {t('save')}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
