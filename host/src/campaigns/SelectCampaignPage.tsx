import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { campaignListAtom } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CampaignCard } from './CampaignCard';

/** SPEC §2.7: the campaigns of the user, to choose the one to work in. */
export function SelectCampaignPage() {
  const { t } = useTranslation();
  const campaigns = useAtomValue(campaignListAtom);
  return (
    <Box py="6" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl">
        {t('campaigns.title')}
      </Heading>
      <Text color="fg.muted" mt="1">
        {campaigns.length ? t('campaigns.welcome') : t('errors.noActiveCampaign')}
      </Text>
      <Stack as="ul" gap="4" mt="6" p="0">
        {campaigns.map((campaign) => (
          <CampaignCard key={campaign.id} campaign={campaign} />
        ))}
      </Stack>
    </Box>
  );
}
