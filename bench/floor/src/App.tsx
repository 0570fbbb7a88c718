// The floor of the stack: a one-screen login page with the libraries the product uses, one
// tree-shaken bundle, no federation. bench/web.mjs measures the app's /login beside it.
import { Box, Button, Card, Checkbox, ChakraProvider, defaultSystem, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import axios from 'axios';
import i18next from 'i18next';
import { atom, Provider, useAtom } from 'jotai';
import { useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router-dom';

i18next.use(initReactI18next).init({
  lng: 'it',
  resources: { it: { translation: { title: 'Accedi', user: 'Email', pwd: 'Password', go: 'Entra', forgot: 'Password dimenticata?' } } },
});
const sessionAtom = atom<string | null>(null);

function Login() {
  const { t } = useTranslation();
  const [, setSession] = useAtom(sessionAtom);
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const navigate = useNavigate();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const response = await axios.post('/api/auth/login', { username: user, password });
      setSession(response.data.token);
      navigate('/');
    } catch (failure) {
      setError(String(failure));
    }
  };
  return (
    <Box maxW="sm" mx="auto" mt="16">
      <Card.Root>
        <Card.Body>
          <Heading mb="4">{t('title')}</Heading>
          <form onSubmit={submit}>
            <Stack gap="3">
              <Field.Root invalid={!!error}>
                <Field.Label>{t('user')}</Field.Label>
                <Input value={user} onChange={(e) => setUser(e.target.value)} />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('pwd')}</Field.Label>
                <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </Field.Root>
              <Checkbox.Root>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>ok</Checkbox.Label>
              </Checkbox.Root>
              <Button type="submit">{t('go')}</Button>
              <Link href="/reset">{t('forgot')}</Link>
              <Text fontSize="sm">v1</Text>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

const router = createBrowserRouter([
  { path: '/login', element: <Login /> },
  { path: '/', element: <Text>home</Text> },
]);

export function App() {
  return (
    <Provider>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </Provider>
  );
}
