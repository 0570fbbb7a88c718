import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SUBMIT_DEBOUNCE_MS, useDebouncedCallback } from '../forms';
import { BackToLogin, PublicPage } from '../public';
import { useSendReset } from './useSendReset';

/** docs/behaviour.md §2.5: the e-mail to send the reset instructions to. */
export function ResetPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const { send, pending, errorKey } = useSendReset();
  const submit = useDebouncedCallback(send, SUBMIT_DEBOUNCE_MS);
  const filled = email.trim() !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (filled) submit(email.trim());
  };

  return (
    <PublicPage title={t('reset.title')} intro={t('reset.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{t('reset.email')}</Field.Label>
            <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <FormError messageKey={errorKey} />
          {/* While sending, the button keeps its name beside the spinner (an empty button has none). */}
          <Button type="submit" disabled={!filled} loading={pending} loadingText={t('reset.submit')} w="full">
            {t('reset.submit')}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </PublicPage>
  );
}
