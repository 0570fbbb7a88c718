import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { isApiError, OtherPages, RequestContent } from '@skillup/shared';
import type { AdminCampaignResponse } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, Link as RouterLink, useOutletContext } from 'react-router-dom';
import { NS } from '../i18n';
import { useAreaPaths } from '../layout/areaPaths';
import { useMayEdit } from '../layout/useMayEdit';
import { useCampaign } from './api/campaigns';
import { isChallengeTheme } from './challenge/values';
import { LifecycleActions } from './lifecycle/LifecycleActions';
import { hasFeedback360 } from './questionnaire/values';
import { StageBadge } from './StageBadge';
import { localText, namesOf, stageOf } from './texts';
import { useCampaignId } from './useCampaignId';

/** A page of a campaign: its path below `campaigns/:id` ('' for the settings) and its text's key. */
export interface CampaignTab {
  path: string;
  label: string;
  /** Calls a superassessor may not make (the remote registry's): the page is not offered to them. */
  adminOnly?: boolean;
  /** The page of the campaign's 360: offered only while one of its tests opens it. */
  feedback360Only?: boolean;
  /** The pages of a 360 campaign's setup (its nominations): offered only when the campaign is one. */
  campaign360Only?: boolean;
  /** The page of the challenge's sections: offered only in a campaign of the challenge's theme. */
  challengeOnly?: boolean;
}

/** The campaign every page below `campaigns/:id` works on, as its frame loaded it. */
export const useLoadedCampaign = () => useOutletContext<AdminCampaignResponse>();

function BackToList() {
  const { t } = useTranslation(NS);
  const paths = useAreaPaths();
  return (
    <Link asChild colorPalette="brand" textDecoration="underline" alignSelf="flex-start">
      <RouterLink to={paths.home}>{t('campaigns.backToList')}</RouterLink>
    </Link>
  );
}

interface TabConditions {
  tabs: readonly CampaignTab[];
  has360: boolean;
  is360: boolean;
  challenge: boolean;
}

function CampaignTabs({ tabs, has360, is360, challenge }: TabConditions) {
  const { t } = useTranslation(NS);
  const mayEdit = useMayEdit();
  return (
    <Box as="nav" aria-label={t('campaigns.tabs.label')} borderBottomWidth="1px">
      <Flex as="ul" listStyleType="none" gap="1" wrap="wrap">
        {tabs
          .filter(
            (tab) =>
              (mayEdit || !tab.adminOnly) && (has360 || !tab.feedback360Only) && (is360 || !tab.campaign360Only) && (challenge || !tab.challengeOnly),
          )
          .map((tab) => (
            <li key={tab.path}>
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                borderBottomWidth="3px"
                borderColor="transparent"
                textDecoration="none"
                css={{ '&[aria-current=page]': { borderColor: 'brand.solid', fontWeight: 'semibold' } }}
              >
                <NavLink to={tab.path || '.'} end={tab.path === ''}>
                  {t(tab.label)}
                </NavLink>
              </Link>
            </li>
          ))}
      </Flex>
    </Box>
  );
}

function LoadedCampaign({ loaded, tabs }: { loaded: AdminCampaignResponse; tabs: readonly CampaignTab[] }) {
  const { t, i18n } = useTranslation(NS);
  const mayEdit = useMayEdit();
  const { campaign } = loaded;
  const name = localText(namesOf(campaign.languages), i18n.language) || t('campaigns.list.unnamed', { id: campaign.id });
  return (
    <Stack gap="5">
      <BackToList />
      <Flex gap="3" wrap="wrap" align="center">
        <Heading as="h2" size="xl" overflowWrap="anywhere">
          {name}
        </Heading>
        <StageBadge stage={stageOf(campaign)} />
      </Flex>
      {mayEdit && <LifecycleActions campaign={campaign} tests={loaded.tests.length} />}
      <CampaignTabs tabs={tabs} has360={hasFeedback360(loaded.tests)} is360={campaign.is360} challenge={isChallengeTheme(campaign.theme)} />
      <Outlet context={loaded} />
    </Stack>
  );
}

/** The pages of one campaign: its name and state, the lifecycle's next step, its tabs, and the tab's page. */
export function CampaignFrame({ tabs }: { tabs: readonly CampaignTab[] }) {
  const id = useCampaignId();
  if (id === null) return <OtherPages />;
  return <CampaignById id={id} tabs={tabs} />;
}

function CampaignById({ id, tabs }: { id: number; tabs: readonly CampaignTab[] }) {
  const { t } = useTranslation(NS);
  const campaign = useCampaign(id);
  if (campaign.isError && isApiError(campaign.error) && campaign.error.status === 404) {
    return (
      <Stack gap="3">
        <Text>{t('campaigns.notFound')}</Text>
        <BackToList />
      </Stack>
    );
  }
  return <RequestContent request={campaign}>{(loaded) => <LoadedCampaign loaded={loaded} tabs={tabs} />}</RequestContent>;
}
