import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../forms';
import { PasswordHint } from '../new-password/PasswordHint';
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
  const mismatch = fields.confirmation !== '' && fields.confirmation !== fields.password;
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
          <Field.Root>
            <Field.Label>{t('newPassword.password')}</Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete="new-password"
              aria-describedby="account-password-rules"
              value={fields.password}
              onChange={(e) => edit('password')(e.target.value)}
            />
          </Field.Root>
          <PasswordHint password={fields.password} id="account-password-rules" />
          <Field.Root invalid={mismatch}>
            <Field.Label>{t('newPassword.confirm')}</Field.Label>
            <Input
              type="password"
              name="password_confirmation"
              autoComplete="new-password"
              value={fields.confirmation}
              onChange={(e) => edit('confirmation')(e.target.value)}
            />
            <Field.ErrorText>{t('newPassword.rules.confirmed')}</Field.ErrorText>
          </Field.Root>
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
