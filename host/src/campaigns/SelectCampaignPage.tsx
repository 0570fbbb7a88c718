import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { isApiError } from '@skillup/shared/api';
import { languageAtom } from '@skillup/shared/state';
import { ErrorPanel, Loading } from '@skillup/shared/ui';
import { toLanguage } from '@skillup/shared/i18n';
import type { UserCampaignListEntry } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../forms';
import { CampaignCard } from './CampaignCard';
import { useCampaignList } from './campaignListQuery';
import { browserLanguage, campaignName } from './campaignName';
import { campaignLanguage } from './campaignLanguage';
import { LanguageDialog } from './LanguageDialog';
import { useChooseCampaign } from './useChooseCampaign';

/** docs/behaviour.md §2.7: the campaigns of the user, to choose the one to work in. */
export function SelectCampaignPage() {
  const { t } = useTranslation();
  const list = useCampaignList();
  if (list.data) return <CampaignChoice campaigns={list.data} />;
  if (list.isError) {
    return <ErrorPanel title={t(isApiError(list.error) ? list.error.messageKey : 'errors.generic')} onRetry={() => void list.refetch()} />;
  }
  return <Loading />;
}

function CampaignChoice({ campaigns }: { campaigns: UserCampaignListEntry[] }) {
  const { t } = useTranslation();
  const uiLanguage = useAtomValue(languageAtom);
  const { enter, pendingId, errorKey } = useChooseCampaign();
  const single = campaigns.length === 1 ? campaigns[0] : undefined;
  // docs/behaviour.md §2.7: here only the campaign's own saved language counts; the user's general one
  // decides only the automatic entry after login (§2.3).
  const savedLanguage = (campaign: UserCampaignListEntry) => campaignLanguage(campaign, null);
  // A single campaign is chosen already; its language, when still to choose, is asked at once.
  const [selectedId, setSelectedId] = useState<number | null>(single?.id ?? null);
  const [asking, setAsking] = useState<UserCampaignListEntry | null>(single && !savedLanguage(single) ? single : null);
  const browser = browserLanguage();

  const onEnter = (campaign: UserCampaignListEntry) => {
    setSelectedId(campaign.id);
    const lang = savedLanguage(campaign);
    if (lang) void enter(campaign.id, lang);
    else setAsking(campaign);
  };

  return (
    <Box py="6" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl">
        {t('campaigns.title')}
      </Heading>
      <Text color="fg.muted" mt="1">
        {campaigns.length ? t('campaigns.welcome') : t('errors.noActiveCampaign')}
      </Text>
      <Box mt="4">
        <FormError messageKey={errorKey} />
      </Box>
      <Stack as="ul" gap="4" mt="6" p="0">
        {campaigns.map((campaign) => (
          <CampaignCard
            key={campaign.id}
            campaign={campaign}
            name={campaignName(campaign.languages, browser)}
            selected={campaign.id === selectedId}
            pending={pendingId === campaign.id && !asking}
            onEnter={() => onEnter(campaign)}
          />
        ))}
      </Stack>
      {asking ? (
        <LanguageDialog
          key={asking.id}
          name={campaignName(asking.languages, browser)}
          languages={asking.languages.map((l) => toLanguage(l.lang))}
          initial={uiLanguage}
          dismissible={campaigns.length > 1}
          pending={pendingId === asking.id}
          errorKey={errorKey}
          onConfirm={(lang) => void enter(asking.id, lang)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Box>
  );
}
