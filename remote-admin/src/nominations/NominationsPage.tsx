import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { OtherPages, RequestContent } from '@skillup/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedCampaign } from '../campaigns/CampaignFrame';
import { hasFeedback360 } from '../campaigns/questionnaire/values';
import { NS } from '../i18n';
import { useMayEdit } from '../layout/useMayEdit';
import { ApprovalsPanel } from './ApprovalsPanel';
import { useNominationEvents, useNominationOverview, useNominationSettings } from './api/nominations';
import { EventsTrail } from './EventsTrail';
import { RaterCounts } from './RaterCounts';
import { ReadinessPanel } from './ReadinessPanel';
import { SettingsForm } from './SettingsForm';

function SettingsSection({ campaignId, closed }: { campaignId: number; closed: boolean }) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations.settings' });
  const mayEdit = useMayEdit();
  const settings = useNominationSettings(campaignId);
  const headingId = useId();
  const readOnly = closed || !mayEdit;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h4" size="md" id={headingId}>
        {t('title')}
      </Heading>
      {readOnly && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{closed ? t('closed') : t('readOnly')}</Alert.Title>
        </Alert.Root>
      )}
      <RequestContent request={settings}>
        {/* A closed campaign remounts the form: it turns read-only with what the server holds. */}
        {(loaded) => <SettingsForm key={String(readOnly)} campaignId={campaignId} settings={loaded} readOnly={readOnly} />}
      </RequestContent>
    </Stack>
  );
}

/**
 * docs/areas/feedback-360.md, "Nominations": a 360 campaign's nomination settings, the groups
 * that fall short of what they need, the nominations waiting for HR's decision, each evaluated
 * person's raters in counts, and the trail.
 */
export function NominationsPage() {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations' });
  const { campaign, tests } = useLoadedCampaign();
  if (!campaign.is360) return <OtherPages />;
  return (
    <Stack gap="8" minW="0">
      <Stack gap="2">
        <Heading as="h3" size="lg">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      {/* The server keeps nominations with the campaign's 360 test: without it there is nothing to ask. */}
      {hasFeedback360(tests) ? (
        <Nominations campaignId={campaign.id} closed={campaign.state === 'CLOSED'} />
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('no360Test')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

function Nominations({ campaignId, closed }: { campaignId: number; closed: boolean }) {
  const overview = useNominationOverview(campaignId);
  const events = useNominationEvents(campaignId);
  return (
    <>
      <SettingsSection campaignId={campaignId} closed={closed} />
      <RequestContent request={overview}>
        {(loaded) => (
          <>
            <ReadinessPanel people={loaded.people} />
            {/* With HR alone choosing the raters nobody submits anything to approve. */}
            {loaded.settings.mode !== 'hr' && <ApprovalsPanel campaignId={campaignId} closed={closed} />}
            <RaterCounts people={loaded.people} mode={loaded.settings.mode} />
          </>
        )}
      </RequestContent>
      <RequestContent request={events}>{(loaded) => <EventsTrail events={loaded} />}</RequestContent>
    </>
  );
}
