import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { isApiError, languageAtom, pickLocalised, sessionUserAtom, toLanguage, type Language } from '@skillup/shared';
import type { UserCampaignListEntry } from '@skillup/shared/api/contract';
import { format } from 'date-fns';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormError } from '../forms';
import { campaignLanguage } from './campaignLanguage';
import { destinationAfterLogin } from './destination';
import { useEnterCampaign } from './useEnterCampaign';

function browserLanguage(): string {
  return typeof navigator === 'undefined' ? '' : navigator.language;
}

/** SPEC §2.7: one campaign — its name, last access or 'Nuova!', and ENTRA. */
export function CampaignCard({ campaign }: { campaign: UserCampaignListEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const enterCampaign = useEnterCampaign();
  const user = useAtomValue(sessionUserAtom);
  const uiLanguage = useAtomValue(languageAtom);
  const savedLanguage = campaignLanguage(campaign, user?.lang ?? null);
  const offered = campaign.languages.map((l) => toLanguage(l.lang));
  const [chosen, setChosen] = useState<Language>(offered.includes(uiLanguage) ? uiLanguage : (offered[0] ?? uiLanguage));
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // SPEC §2.7: the name in the browser's language, else English, else the first there is.
  const name = pickLocalised(campaign.languages, browserLanguage(), ['en'])?.name ?? '';

  const enter = async () => {
    setErrorKey(null);
    setPending(true);
    try {
      const { privacy } = await enterCampaign(campaign.id, savedLanguage ?? chosen);
      await navigate(privacy ? destinationAfterLogin(location.state) : '/privacy', { replace: true });
    } catch (error) {
      setErrorKey(isApiError(error) ? error.messageKey : 'errors.generic');
      setPending(false);
    }
  };

  return (
    <Card.Root as="li" listStyleType="none">
      <Card.Body gap="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontWeight="semibold" fontSize="lg">
            {name}
          </Text>
          {campaign.user.accessDate ? (
            <Text fontSize="sm" color="fg.muted">
              {t('campaigns.lastAccess', { date: format(new Date(campaign.user.accessDate), 'dd/MM/yyyy') })}
            </Text>
          ) : (
            <Badge colorPalette="brand">{t('campaigns.new')}</Badge>
          )}
        </Flex>
        {savedLanguage ? null : (
          <Field.Root maxW="xs">
            <Field.Label>{t('campaigns.language')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={chosen} onChange={(e) => setChosen(toLanguage(e.target.value))}>
                {offered.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`languages.${lang}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <FormError messageKey={errorKey} />
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <Button onClick={() => void enter()} loading={pending} aria-label={t('campaigns.enterCampaign', { name })}>
          {t('campaigns.enter')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
