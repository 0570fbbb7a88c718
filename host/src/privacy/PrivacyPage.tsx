import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { ScrollArea } from '@chakra-ui/react/scroll-area';
import { Stack } from '@chakra-ui/react/stack';
import { ErrorPanel, inertHtml, Loading } from '@skillup/shared/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FormError, SUBMIT_DEBOUNCE_MS, useDebouncedCallback } from '../forms';
import { PublicPage } from '../public';
import { useLogout } from '../session/useLogout';
import { useAgreement } from './useAgreement';
import { useGiveConsent } from './useGiveConsent';

/** docs/behaviour.md §2.6: the notice of the campaign, to read and accept before working in it. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const agreement = useAgreement();
  const [read, setRead] = useState(false);
  const { consent, pending, errorKey } = useGiveConsent();
  const submit = useDebouncedCallback(consent, SUBMIT_DEBOUNCE_MS);
  const logout = useLogout();
  const html = useMemo(() => (agreement.status === 'ready' ? inertHtml(agreement.html) : ''), [agreement]);

  if (agreement.status === 'signed-out') return <Navigate to="/login" replace />;
  if (agreement.status === 'no-campaign') return <Navigate to="/select-campaign" replace />;

  return (
    <PublicPage title={t('privacy.title')} wide>
      <Stack gap="4">
        {agreement.status === 'loading' ? <Loading /> : null}
        {agreement.status === 'failed' ? <ErrorPanel title={t(agreement.messageKey)} onRetry={agreement.retry} /> : null}
        {agreement.status === 'ready' ? (
          <>
            <ScrollArea.Root maxH="50vh" borderWidth="1px" rounded="md" variant="always">
              <ScrollArea.Viewport tabIndex={0} aria-label={t('privacy.notice')} role="region">
                <ScrollArea.Content p="4">
                  <Box className="privacy-notice" css={{ '& p, & ul, & ol, & h2, & h3': { mb: '3' } }} dangerouslySetInnerHTML={{ __html: html }} />
                </ScrollArea.Content>
              </ScrollArea.Viewport>
              <ScrollArea.Scrollbar />
            </ScrollArea.Root>
            <Checkbox.Root checked={read} onCheckedChange={(e) => setRead(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('privacy.read')}</Checkbox.Label>
            </Checkbox.Root>
            <FormError messageKey={errorKey} />
            <Button disabled={!read} loading={pending} loadingText={t('privacy.confirm')} onClick={() => submit()}>
              {t('privacy.confirm')}
            </Button>
          </>
        ) : null}
        <Button variant="ghost" onClick={() => void logout()}>
          {t('privacy.close')}
        </Button>
      </Stack>
    </PublicPage>
  );
}
