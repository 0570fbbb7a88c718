import { Box } from '@chakra-ui/react/box';
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
import { UnsentAnswersUpload } from './UnsentAnswersUpload';
import { useSignIn } from './useSignIn';

/** docs/behaviour.md §2.3: e-mail and password; submit only when both are filled. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const prefilled = (location.state as { username?: string } | null)?.username ?? '';
  const [email, setEmail] = useState(prefilled);
  const [password, setPassword] = useState('');
  const { signIn, pending, errorKey } = useSignIn();
  const submit = useDebouncedCallback(signIn, SUBMIT_DEBOUNCE_MS);
  const complete = email.trim() !== '' && password !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) submit(email.trim(), password);
  };

  return (
    <PublicPage title={t('login.title')} intro={t('login.welcome')} languageChoice>
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
          <FormError messageKey={errorKey} />
          <Button type="submit" disabled={!complete} loading={pending} w="full">
            {t('login.submit')}
          </Button>
          <Link asChild alignSelf="center" color="brand.fg" fontSize="sm">
            <RouterLink to="/reset">{t('login.forgotPassword')}</RouterLink>
          </Link>
        </Stack>
      </form>
      <Box as="section" mt="8" pt="4" borderTopWidth="1px">
        <UnsentAnswersUpload />
      </Box>
    </PublicPage>
  );
}
