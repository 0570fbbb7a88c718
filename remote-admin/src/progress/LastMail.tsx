import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import type { CampaignMailState, CampaignMailSummary } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { formatDateTime } from './format';

/** The words carry the meaning; the colour only repeats them. */
const PALETTE: Record<CampaignMailState, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/**
 * A person's latest mail of the campaign: what and how it went, when, and why it failed. The
 * reason is plain text in the cell rather than a tooltip, so that a keyboard or a screen
 * reader reaches it as a mouse does; a queued mail with a reason is one being tried again.
 */
export function LastMail({ mail }: { mail: CampaignMailSummary | null }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'progress.mail' });
  if (!mail) return <>—</>;
  return (
    <>
      <Badge colorPalette={PALETTE[mail.state]} variant="subtle" whiteSpace="normal">
        {t(`${mail.kind}.${mail.state}`)}
      </Badge>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        <time dateTime={mail.at}>{formatDateTime(mail.at, i18n.language)}</time>
      </Text>
      {mail.error && (mail.state === 'failed' || mail.state === 'queued') && (
        <Text fontSize="xs" minW="40" maxW="60" overflowWrap="anywhere">
          {t(mail.state === 'failed' ? 'failedBecause' : 'retryingAfter', { error: mail.error })}
        </Text>
      )}
    </>
  );
}
