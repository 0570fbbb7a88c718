import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../forms';
import { NewPasswordFields } from '../new-password/NewPasswordFields';
import { brokenPasswordRules, canSubmitPassword, RULE_VALUES } from '../new-password/passwordRules';
import { AccountSection } from './AccountSection';
import { useChangePassword } from './useChangePassword';

const EMPTY = { current: '', password: '', confirmation: '' };

/** docs/behaviour.md §2.17: the current password, then the new one under the rules of §5. */
export function PasswordSection() {
  const { t } = useTranslation();
  const [fields, setFields] = useState(EMPTY);
  const [ruleKeys, setRuleKeys] = useState<string[]>([]);
  const change = useChangePassword(() => setFields(EMPTY));
  const ready = fields.current !== '' && canSubmitPassword(fields.password, fields.confirmation);

  const edit = (name: keyof typeof EMPTY) => (value: string) => {
    setFields((before) => ({ ...before, [name]: value }));
    setRuleKeys([]);
    change.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || change.pending) return;
    const broken = brokenPasswordRules(fields.password, fields.confirmation);
    setRuleKeys(broken);
    if (!broken.length) change.save(fields);
  };

  return (
    <AccountSection id="account-password" title={t('account.password')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4" maxW="md">
          <Field.Root invalid={change.wrongCurrent}>
            <Field.Label>{t('account.currentPassword')}</Field.Label>
            <Input
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={fields.current}
              onChange={(e) => edit('current')(e.target.value)}
            />
            <Field.ErrorText>{t('account.wrongPassword')}</Field.ErrorText>
          </Field.Root>
          <NewPasswordFields
            password={fields.password}
            confirmation={fields.confirmation}
            hintId="account-password-rules"
            onPassword={edit('password')}
            onConfirmation={edit('confirmation')}
          />
          {ruleKeys.length ? (
            <Text role="alert" color="fg.error">
              {ruleKeys.map((key) => t(key, RULE_VALUES)).join('. ')}
            </Text>
          ) : null}
          <FormError messageKey={change.failure?.messageKey ?? null} detailKeys={change.failure?.ruleKeys} detailValues={RULE_VALUES} />
          <Button type="submit" alignSelf="flex-start" disabled={!ready} loading={change.pending} loadingText={t('account.changePassword')}>
            {t('account.changePassword')}
          </Button>
        </Stack>
      </form>
    </AccountSection>
  );
}
