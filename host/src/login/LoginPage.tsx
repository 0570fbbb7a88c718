import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FormError, SUBMIT_DEBOUNCE_MS, useDebouncedCallback } from '../forms';
import { PublicPage } from '../public';
import { formErrorKey, readLoginShell } from './loginShell';
import { useSignIn } from './useSignIn';

/** docs/behaviour.md §2.3: e-mail and password; submit only when both are filled. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const prefilled = (location.state as { username?: string } | null)?.username ?? '';
  // Read while the server's form is still in the page, before the first commit replaces it.
  const [shell] = useState(readLoginShell);
  const [email, setEmail] = useState(prefilled || shell.username);
  const [password, setPassword] = useState(shell.password);
  const { signIn, pending, errorKey } = useSignIn();
  // Until the next attempt, the message the plain form came back with.
  const [formError, setFormError] = useState(() => formErrorKey(location.search));
  const submit = useDebouncedCallback(signIn, SUBMIT_DEBOUNCE_MS);
  const complete = email.trim() !== '' && password !== '';

  const navigate = useNavigate();
  const cameBackWithError = formErrorKey(location.search) !== null;
  // The message is kept in state: the address goes back to plain /login, as after a failed call.
  useEffect(() => {
    if (cameBackWithError) navigate({ pathname: '/login', search: '' }, { replace: true, state: location.state });
  }, [cameBackWithError, navigate, location.state]);

  useEffect(() => {
    if (shell.focused) document.querySelector<HTMLInputElement>(`form input[name="${shell.focused}"]`)?.focus();
  }, [shell.focused]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    setFormError(null);
    submit(email.trim(), password);
  };

  return (
    <PublicPage title={t('login.title')} intro={t('login.welcome')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
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
          <FormError messageKey={errorKey ?? formError} />
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
