import { Text } from '@chakra-ui/react/text';
import type { NextCampaignMail } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { formatDateTime } from './format';

/**
 * When the campaign's schedule will next remind a person (docs/jobs.md, "Reminder schedule"),
 * in the reader's language and time zone; "none" in words when nothing is planned: the person
 * has finished, the campaign has no end date, or its reminders are off or all gone.
 */
export function NextMail({ mail }: { mail: NextCampaignMail | null }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'progress.nextMail' });
  if (!mail) return <>{t('none')}</>;
  return (
    <Text whiteSpace="nowrap">
      <time dateTime={mail.at}>{formatDateTime(mail.at, i18n.language)}</time>
    </Text>
  );
}
