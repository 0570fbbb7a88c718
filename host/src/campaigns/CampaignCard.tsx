import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import type { UserCampaignListEntry } from '@skillup/shared/api/contract';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';

/** docs/behaviour.md §2.7: one campaign — its name, last access or 'Nuova!', and ENTRA. */
export function CampaignCard({
  campaign,
  name,
  selected,
  pending,
  onEnter,
}: {
  campaign: UserCampaignListEntry;
  name: string;
  selected: boolean;
  pending: boolean;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card.Root
      as="li"
      listStyleType="none"
      borderColor={selected ? 'brand.solid' : undefined}
      borderWidth={selected ? '2px' : undefined}
      aria-current={selected ? 'true' : undefined}
    >
      <Card.Body>
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
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <Button onClick={onEnter} loading={pending} aria-label={t('campaigns.enterCampaign', { name })}>
          {t('campaigns.enter')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
