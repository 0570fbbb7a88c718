import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ErrorPanel, Loading } from '@skillup/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormError, SPINNER_DELAY_MS, SUBMIT_DEBOUNCE_MS, useDebouncedCallback, useDelayedFlag } from '../forms';
import { PublicPage } from '../public';
import { NewPasswordFields } from './NewPasswordFields';
import { brokenPasswordRules, canSubmitPassword, RULE_VALUES } from './passwordRules';
import { useSetPassword } from './useSetPassword';
import { useTokenCheck } from './useTokenCheck';

/** docs/behaviour.md §2.5: the token is checked, then the new password is asked twice. */
export function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const check = useTokenCheck(token, email);
  const showSpinner = useDelayedFlag(check.status === 'checking', SPINNER_DELAY_MS);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [ruleError, setRuleError] = useState<string | null>(null);
  const { save, pending, failure, clearFailure } = useSetPassword(token, email);
  const submit = useDebouncedCallback(save, SUBMIT_DEBOUNCE_MS);

  // What was said about the previous attempt no longer holds once either field changes.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRuleError(null);
    clearFailure();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitPassword(password, confirmation)) return;
    const broken = brokenPasswordRules(password, confirmation);
    // docs/behaviour.md §5: every broken rule, joined into one message.
    setRuleError(broken.length ? broken.map((key) => t(key, RULE_VALUES)).join('. ') : null);
    if (!broken.length) submit(password, confirmation);
  };

  const cancel = (
    <Link asChild color="brand.fg" fontWeight="medium" alignSelf="center">
      <RouterLink to="/login">{t('newPassword.cancel')}</RouterLink>
    </Link>
  );

  return (
    <PublicPage title={t('newPassword.title')}>
      {check.status === 'checking' ? (
        showSpinner ? (
          <Loading label={t('newPassword.checking')} />
        ) : (
          <Box minH="40" aria-busy="true" />
        )
      ) : check.status === 'failed' ? (
        <Stack gap="4">
          <ErrorPanel title={t(check.messageKey)} onRetry={check.retry} />
          {cancel}
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Text>{t('newPassword.intro', { email })}</Text>
            <NewPasswordFields
              password={password}
              confirmation={confirmation}
              hintId="new-password-rules"
              onPassword={edit(setPassword)}
              onConfirmation={edit(setConfirmation)}
            />
            {ruleError ? (
              <Text role="alert" color="fg.error">
                {ruleError}
              </Text>
            ) : null}
            <FormError messageKey={failure?.messageKey ?? null} detailKeys={failure?.ruleKeys} detailValues={RULE_VALUES} />
            <Button
              type="submit"
              disabled={!canSubmitPassword(password, confirmation)}
              loading={pending}
              loadingText={t('newPassword.submit')}
              w="full"
            >
              {t('newPassword.submit')}
            </Button>
            {cancel}
          </Stack>
        </form>
      )}
    </PublicPage>
  );
}
