import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SUBMIT_DEBOUNCE_MS, useDebouncedCallback } from '../forms';
// By file: the folder's index also holds BackToLogin, which needs the router.
import { PublicPage } from '../public/PublicPage';
import { useLoginNavigation } from './loginNavigation';
import { readLoginState } from './loginState';
import { formErrorKey, readLoginShell } from './loginShell';
import { UnsentAnswersUpload } from './UnsentAnswersUpload';
import { useSignIn } from './useSignIn';

/**
 * docs/behaviour.md §2.3: e-mail and password; submit only when both are filled. Coming from a
 * reset link that can no longer be used, the page says so and offers to ask for a new one (§2.5).
 * It moves through `useLoginNavigation`, so it runs with or without the router.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const { location, navigate, Link: PageLink, warmPages } = useLoginNavigation();
  const { username = '', resetLinkInvalid = false } = readLoginState(location.state);
  // Read while the server's form is still in the page, before the first commit replaces it.
  const [shell] = useState(readLoginShell);
  const [email, setEmail] = useState(username || shell.username);
  const [password, setPassword] = useState(shell.password);
  const { signIn, pending, failure } = useSignIn();
  // Until the next attempt, the message the plain form came back with.
  const [formError, setFormError] = useState(() => formErrorKey(location.search));
  const submit = useDebouncedCallback(signIn, SUBMIT_DEBOUNCE_MS);
  const complete = email.trim() !== '' && password !== '';

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
    <PublicPage title={t('login.title')} intro={t('login.welcome')} languageChoice>
      <form onSubmit={onSubmit} onChange={warmPages} noValidate>
        <Stack gap="4">
          {resetLinkInvalid ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('login.resetLinkInvalid')}</Alert.Title>
                <Alert.Description>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <PageLink to="/reset">{t('login.requestNewLink')}</PageLink>
                  </Link>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Field.Root>
            <Field.Label>{t('login.email')}</Field.Label>
            <Input type="email" name="username" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('login.password')}</Field.Label>
            <Input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field.Root>
          <FormError messageKey={failure?.key ?? formError} messageValues={failure?.values} />
          <Button type="submit" disabled={!complete} loading={pending} loadingText={t('login.submit')} w="full">
            {t('login.submit')}
          </Button>
          <Link asChild alignSelf="center" color="brand.fg" fontSize="sm">
            <PageLink to="/reset">{t('login.forgotPassword')}</PageLink>
          </Link>
        </Stack>
      </form>
      <Box as="section" mt="8" pt="4" borderTopWidth="1px">
        <UnsentAnswersUpload />
      </Box>
    </PublicPage>
  );
}
