import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared';
import type { AdminCampaignSummary } from '@skillup/shared/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../i18n';
import { useAreaPaths } from '../../layout/areaPaths';
import { useMayEdit } from '../../layout/useMayEdit';
import { useCampaigns } from '../api/campaigns';
import { StageBadge } from '../StageBadge';
import { formatDay, localText, stageOf } from '../texts';

function CampaignRow({ campaign }: { campaign: AdminCampaignSummary }) {
  const { t, i18n } = useTranslation(NS);
  const paths = useAreaPaths();
  const name = localText(campaign.names, i18n.language) || t('campaigns.list.unnamed', { id: campaign.id });
  const start = formatDay(campaign.dateStart, i18n.language);
  const end = formatDay(campaign.dateEnd, i18n.language);
  return (
    <Table.Row>
      <Table.Cell>
        <Link asChild colorPalette="brand" textDecoration="underline" fontWeight="medium">
          <RouterLink to={paths.campaign(campaign.id)}>{name}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>{t(`campaigns.theme.${campaign.theme}`)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{start || end ? t('campaigns.list.dates', { start, end }) : '—'}</Table.Cell>
      <Table.Cell>
        <StageBadge stage={stageOf(campaign)} />
      </Table.Cell>
      <Table.Cell textAlign="end">{campaign.participants}</Table.Cell>
      <Table.Cell textAlign="end">{t('campaigns.list.percent', { value: campaign.completion })}</Table.Cell>
    </Table.Row>
  );
}

function CampaignTable({ campaigns, captionId }: { campaigns: AdminCampaignSummary[]; captionId: string }) {
  const { t } = useTranslation(NS);
  if (!campaigns.length) return <Text color="fg.muted">{t('campaigns.list.empty')}</Text>;
  return (
    // A wide table scrolls inside itself; the page never scrolls sideways.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-labelledby={captionId}>
      <Table.Root size="sm" aria-labelledby={captionId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('campaigns.list.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('campaigns.list.theme')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('campaigns.list.period')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('campaigns.list.state')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('campaigns.list.participants')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('campaigns.list.completion')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {campaigns.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** docs/areas/admin.md, "Campaigns": every campaign of the company, newest first as the server sends them. */
export function CampaignListPage() {
  const { t } = useTranslation(NS);
  const campaigns = useCampaigns();
  const mayEdit = useMayEdit();
  const paths = useAreaPaths();
  const headingId = useId();
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h2" size="lg" id={headingId}>
          {t('campaigns.list.title')}
        </Heading>
        {mayEdit && (
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.newCampaign}>{t('campaigns.list.new')}</RouterLink>
          </Button>
        )}
      </Flex>
      <RequestContent request={campaigns}>{(list) => <CampaignTable campaigns={list} captionId={headingId} />}</RequestContent>
    </Stack>
  );
}
