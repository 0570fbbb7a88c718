import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { NominationEvent } from '@skillup/shared/api/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { formatDateTime } from '../progress/format';

/** A campaign's trail grows with every click of its participants: it is shown a page at a time. */
const PAGE = 50;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Flex gap="1" wrap="wrap">
      <Box as="dt" color="fg.muted">
        {label}:
      </Box>
      <Box as="dd" overflowWrap="anywhere">
        {value}
      </Box>
    </Flex>
  );
}

/** Nobody is named for an automatic approval, nor for a person erased since (docs/security.md, "Erasure"): the trail cannot tell which. */
function EventItem({ event }: { event: NominationEvent }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'nominations' });
  return (
    <Box as="li" borderBottomWidth="1px" py="3">
      <Text fontSize="sm" color="fg.muted">
        <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time> ·{' '}
        {event.actor ? t('trail.by', { actor: event.actor }) : t('trail.byNobody')}
      </Text>
      <Text fontWeight="medium">{t(`trail.action.${event.action}`)}</Text>
      <Box as="dl" fontSize="sm" mt="1">
        {event.evaluated && <Detail label={t('trail.evaluated')} value={event.evaluated} />}
        {event.nominee && <Detail label={t('trail.nominee')} value={event.nominee} />}
        {event.group && <Detail label={t('trail.group')} value={t(`group.${event.group}`)} />}
        {event.reason && <Detail label={t('trail.reason')} value={event.reason} />}
      </Box>
    </Box>
  );
}

/** docs/areas/feedback-360.md, "Nominations": who did what to whose nomination, newest first. */
export function EventsTrail({ events }: { events: readonly NominationEvent[] }) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations.trail' });
  const headingId = useId();
  const [shown, setShown] = useState(PAGE);
  const more = Math.min(PAGE, events.length - shown);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h4" size="md" id={headingId}>
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('intro')}</Text>
      {events.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <Box as="ol" listStyleType="none" aria-labelledby={headingId}>
          {events.slice(0, shown).map((event, index) => (
            // An entry has no id of its own; two may share their moment, not their place.
            <EventItem key={`${event.at}-${index}`} event={event} />
          ))}
        </Box>
      )}
      {more > 0 && (
        <Box>
          <Button variant="outline" onClick={() => setShown((count) => count + PAGE)}>
            {t('more', { count: more })}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
