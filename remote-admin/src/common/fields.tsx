import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id: the form focuses it when it is the first one wrong. */
  id: string;
  label: ReactNode;
  /** The message shown under the control, already in the interface language. */
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
}

/** The ids a control names as its description: its error first, then its help. */
function describedBy({ id, error, helper }: FieldProps): string | undefined {
  const ids = [error ? `${id}-error` : null, helper ? `${id}-help` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * A labelled control with its help and its error. The control is described by both (screen
 * readers read aria-describedby more widely than aria-errormessage), and the error is announced
 * as it appears.
 */
function Labelled({ id, label, error, helper, required, children }: FieldProps & { children: ReactNode }) {
  return (
    <Field.Root id={id} ids={{ errorText: `${id}-error`, helperText: `${id}-help` }} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {/* The theme's error red is 3.8:1 on white: text needs the darker shade (4.5:1). */}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextField({
  value,
  onChange,
  type = 'text',
  lang,
  inputMode,
  maxW,
  ...field
}: FieldProps & {
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'date' | 'datetime-local' | 'url' | 'number';
  lang?: string;
  inputMode?: 'numeric' | 'url' | 'text';
  maxW?: string;
}) {
  return (
    <Labelled {...field}>
      <Input
        type={type}
        value={value}
        lang={lang}
        inputMode={inputMode}
        maxW={maxW}
        aria-describedby={describedBy(field)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Labelled>
  );
}

export function TextAreaField({
  value,
  onChange,
  lang,
  rows = 3,
  fontFamily,
  ...field
}: FieldProps & { value: string; onChange(value: string): void; lang?: string; rows?: number; fontFamily?: string }) {
  return (
    <Labelled {...field}>
      <Textarea
        value={value}
        lang={lang}
        rows={rows}
        fontFamily={fontFamily}
        aria-describedby={describedBy(field)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Labelled>
  );
}

export function SelectField<T extends string>({
  value,
  options,
  onChange,
  maxW,
  ...field
}: FieldProps & { value: T; options: readonly { value: T; label: string }[]; onChange(value: T): void; maxW?: string }) {
  return (
    <Labelled {...field}>
      <NativeSelect.Root maxW={maxW}>
        <NativeSelect.Field
          value={value}
          aria-describedby={describedBy(field)}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.currentTarget.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Labelled>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
  helper,
}: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  helper?: ReactNode;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} alignItems="flex-start">
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label>
        {label}
        {helper && (
          <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
            {helper}
          </Text>
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
