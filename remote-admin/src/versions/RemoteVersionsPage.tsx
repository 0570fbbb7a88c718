import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared';
import type { RemoteListing } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../common/fields';
import { ServerError } from '../common/ServerError';
import { useLoadedCampaign } from '../campaigns/CampaignFrame';
import { formatDay } from '../campaigns/texts';
import { NS } from '../i18n';
import { useMayEdit } from '../layout/useMayEdit';
import { usePin, useRegistry, useUnpin } from './api/remotes';

/** The console is no campaign's area: which version of it loads is operations' choice alone. */
const NOT_PER_CAMPAIGN = new Set<string>(['admin']);

function RemoteVersion({ listing, campaignId }: { listing: RemoteListing; campaignId: number }) {
  const { t, i18n } = useTranslation(NS);
  const pinned = listing.pins.find((pin) => pin.campaignId === campaignId)?.version ?? null;
  const loaded = pinned ?? listing.default;
  const [chosen, setChosen] = useState(loaded ?? listing.versions[0]?.version ?? '');
  const pin = usePin(campaignId);
  const unpin = useUnpin(campaignId);
  const remoteName = t(`versions.remote.${listing.name}`);
  const options = listing.versions.map((version) => ({
    value: version.version,
    label: t(version.version === listing.default ? 'versions.optionDefault' : 'versions.option', {
      version: version.version,
      date: formatDay(version.publishedAt, i18n.language),
    }),
  }));
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="4">
      <Fieldset.Legend px="1">
        <Heading as="h4" size="sm">
          {remoteName}
        </Heading>
      </Fieldset.Legend>
      <Stack gap="3" mt="2">
        <Text>
          {pinned
            ? t('versions.loadsPinned', { version: pinned })
            : loaded
              ? t('versions.loadsDefault', { version: loaded })
              : t('versions.loadsNothing')}
        </Text>
        {options.length > 0 && (
          <SelectField
            id={`version-${listing.name}`}
            label={t('versions.choose', { remote: remoteName })}
            value={chosen}
            options={options}
            maxW="md"
            onChange={setChosen}
          />
        )}
        <Flex gap="2" wrap="wrap">
          {options.length > 0 && (
            <Button
              size="sm"
              colorPalette="brand"
              disabled={chosen === pinned}
              loading={pin.isPending}
              loadingText={t('versions.pin')}
              onClick={() => {
                unpin.reset();
                pin.mutate({ remote: listing.name, version: chosen });
              }}
            >
              {t('versions.pin')}
            </Button>
          )}
          {pinned && (
            <Button
              size="sm"
              variant="outline"
              loading={unpin.isPending}
              loadingText={t('versions.unpin')}
              onClick={() => {
                pin.reset();
                unpin.mutate(listing.name, { onSuccess: () => setChosen(listing.default ?? chosen) });
              }}
            >
              {t('versions.unpin')}
            </Button>
          )}
        </Flex>
        <ServerError error={pin.error ?? unpin.error} scope="versions" />
      </Stack>
    </Fieldset.Root>
  );
}

function Versions({ campaignId }: { campaignId: number }) {
  const registry = useRegistry();
  return (
    <RequestContent request={registry}>
      {(remotes) => (
        <Stack gap="4">
          {remotes
            .filter((listing) => !NOT_PER_CAMPAIGN.has(listing.name))
            .map((listing) => (
              <RemoteVersion key={listing.name} listing={listing} campaignId={campaignId} />
            ))}
        </Stack>
      )}
    </RequestContent>
  );
}

/**
 * docs/remotes.md: for this campaign, the version of each area it loads, its default or the one
 * pinned, and a pin among the versions operations published. A superassessor is not offered
 * the page: the registry answers a company's admin only.
 */
export function RemoteVersionsPage() {
  const { t } = useTranslation(NS);
  const { campaign } = useLoadedCampaign();
  const mayEdit = useMayEdit();
  return (
    <Stack gap="4">
      <Heading as="h3" size="lg">
        {t('versions.title')}
      </Heading>
      <Text color="fg.muted">{t('versions.intro')}</Text>
      {mayEdit ? <Versions campaignId={campaign.id} /> : <Text>{t('versions.adminOnly')}</Text>}
    </Stack>
  );
}
