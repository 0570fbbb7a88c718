import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { campaignListAtom, isMobileAtom, sessionUserAtom } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout } from './useLogout';

/** SPEC §2.2: logo, the company on desktop, the TASK ROOM title, and the account actions. */
export function Header() {
  const { t } = useTranslation();
  const user = useAtomValue(sessionUserAtom);
  const campaigns = useAtomValue(campaignListAtom);
  const isMobile = useAtomValue(isMobileAtom);
  const logout = useLogout();
  const company = user?.company;

  return (
    <Flex as="header" align="center" gap="4" px={{ base: '3', md: '6' }} py="3" borderBottomWidth="1px" bg="bg">
      <Flex flex="1" align="center" gap="4" minW="0">
        <Text fontSize="xl" fontWeight="bold" color="brand.fg">
          {t('app.name')}
        </Text>
        {!isMobile && company?.logo ? (
          <Image src={company.logo} alt={t('header.companyLogo', { name: company.name ?? '' })} maxH="8" />
        ) : null}
        {!isMobile && !company?.logo && company?.name ? (
          <Text color="fg.muted" truncate>
            {company.name}
          </Text>
        ) : null}
      </Flex>
      <Text fontWeight="semibold" letterSpacing="wider" textAlign="center">
        {t('app.title')}
      </Text>
      <Flex flex="1" justify="flex-end" align="center" gap="3">
        {user && !isMobile ? (
          <Text fontSize="sm" color="fg.muted" truncate>
            {user.firstName} {user.lastName}
          </Text>
        ) : null}
        {campaigns.length > 1 ? (
          <Link asChild fontSize="sm">
            <RouterLink to="/select-campaign">{t('header.changeCampaign')}</RouterLink>
          </Link>
        ) : null}
        <Box>
          <Button size="sm" variant="outline" onClick={() => void logout()}>
            {t('actions.logout')}
          </Button>
        </Box>
      </Flex>
    </Flex>
  );
}
