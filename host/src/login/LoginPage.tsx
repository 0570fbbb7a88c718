import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FormError, SUBMIT_DEBOUNCE_MS, useDebouncedCallback } from '../forms';
import { PublicPage } from '../public';
import { readLoginState } from './loginState';
import { useSignIn } from './useSignIn';

/**
 * docs/behaviour.md §2.3: e-mail and password; submit only when both are filled. Coming from a
 * reset link that can no longer be used, the page says so and offers to ask for a new one (§2.5).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { username = '', resetLinkInvalid = false } = readLoginState(location.state);
  const [email, setEmail] = useState(username);
  const [password, setPassword] = useState('');
  const { signIn, pending, errorKey } = useSignIn();
  const submit = useDebouncedCallback(signIn, SUBMIT_DEBOUNCE_MS);
  const complete = email.trim() !== '' && password !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) submit(email.trim(), password);
  };

  return (
    <PublicPage title={t('login.title')} intro={t('login.welcome')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {resetLinkInvalid ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('login.resetLinkInvalid')}</Alert.Title>
                <Alert.Description>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to="/reset">{t('login.requestNewLink')}</RouterLink>
                  </Link>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Field.Root>
            <Field.Label>{t('login.email')}</Field.Label>
            <Input
              type="email"
              name="username"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('login.password')}</Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          <FormError messageKey={errorKey} />
          <Button type="submit" disabled={!complete} loading={pending} w="full">
            {t('login.submit')}
          </Button>
          <Link asChild alignSelf="center" color="brand.fg" fontSize="sm">
            <RouterLink to="/reset">{t('login.forgotPassword')}</RouterLink>
          </Link>
        </Stack>
      </form>
    </PublicPage>
  );
}
