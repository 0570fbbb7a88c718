import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { useTranslation } from 'react-i18next';
import { PasswordHint } from './PasswordHint';

/**
 * docs/behaviour.md §2.5, §2.17: a new password, the rules ticked as it is typed, and its
 * confirmation, flagged as soon as it differs. The reset and the account page ask it alike.
 */
export function NewPasswordFields({
  password,
  confirmation,
  hintId,
  onPassword,
  onConfirmation,
}: {
  password: string;
  confirmation: string;
  hintId: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  const { t } = useTranslation();
  const mismatch = confirmation !== '' && confirmation !== password;
  return (
    <>
      <Field.Root>
        <Field.Label>{t('newPassword.password')}</Field.Label>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          aria-describedby={hintId}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </Field.Root>
      <PasswordHint password={password} id={hintId} />
      <Field.Root invalid={mismatch}>
        <Field.Label>{t('newPassword.confirm')}</Field.Label>
        <Input
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => onConfirmation(e.target.value)}
        />
        <Field.ErrorText>{t('newPassword.rules.confirmed')}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
