import { Flex } from '@chakra-ui/react/flex';
import { useSelectedCampaign } from '@skillup/shared/query';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { isMobileAtom, languageAtom, sessionUserAtom } from '@skillup/shared/state';
import { pageHandleAtom } from '@skillup/shared/routing';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatch } from 'react-router';
import { areaMapAtom } from '../areas/areaMap';
import { areaMenu, declaredAreas } from '../areas/declaredAreas';
import { useCampaignAreas } from '../areas/useCampaignAreas';
import { AccountWidget } from './AccountWidget';
import { headerLayout } from './headerLayout';
import { MainMenu } from './MainMenu';

/** docs/behaviour.md §2.2: logo, the company on desktop, the TASK ROOM title, the menu and the account widget. */
export function Header() {
  const { t } = useTranslation();
  const user = useAtomValue(sessionUserAtom);
  const isMobile = useAtomValue(isMobileAtom);
  const handle = useAtomValue(pageHandleAtom);
  const campaign = useSelectedCampaign();
  // The campaign choice is the host's own page: while on it, no campaign is entered yet.
  const choosing = useMatch('/select-campaign') !== null;
  const inCampaign = campaign !== null && !choosing;
  // The areas remotes declare for this user: those of the campaign entered (the Report among
  // them), which belong with the campaign's entries, then those that need no campaign.
  const language = useAtomValue(languageAtom);
  const outside = declaredAreas(useAtomValue(areaMapAtom), false);
  const inside = useCampaignAreas(inCampaign ? campaign.id : undefined).data ?? [];
  const { menu, closeTo } = headerLayout(handle, isMobile, inCampaign, areaMenu([...inside, ...outside], language));
  const company = user?.company;

  return (
    <Flex as="header" direction="column" borderBottomWidth="1px" bg="bg">
      <Flex align="center" gap="3" px={{ base: '3', md: '6' }} py="2">
        <Flex flex="1" align="center" gap="4" minW="0">
          <Link asChild fontSize="xl" fontWeight="bold" color="brand.fg" aria-label={t('header.home')}>
            <RouterLink to="/">{t('app.name')}</RouterLink>
          </Link>
          {!isMobile && company?.logo ? <Image src={company.logo} alt={t('header.companyLogo', { name: company.name ?? '' })} maxH="8" /> : null}
          {!isMobile && !company?.logo && company?.name ? (
            <Text color="fg.muted" truncate data-testid="company-name">
              {company.name}
            </Text>
          ) : null}
        </Flex>
        <Text as="span" fontWeight="semibold" letterSpacing="wider" textAlign="center">
          {t('app.title')}
        </Text>
        <Flex flex="1" justify="flex-end" align="center">
          <AccountWidget closeTo={closeTo} />
        </Flex>
      </Flex>
      <MainMenu entries={menu} />
    </Flex>
  );
}
