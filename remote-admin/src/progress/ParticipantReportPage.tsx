import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AreaView, RequestContent } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../i18n';
import { personName } from '../people/list/personName';
import { useParticipantProgress } from './api/participant';

/**
 * docs/areas/admin.md, "Progress": one participant's report in the very view of their report
 * page, which the report's remote shows here in the campaign's version of it
 * (docs/remotes.md, "A view shown in another area").
 */
export function ParticipantReportPage({ campaignId, userId }: { campaignId: number; userId: number }) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress.reportPage' });
  const detail = useParticipantProgress(campaignId, userId);
  return (
    <RequestContent request={detail}>
      {({ participant }) => {
        const person = personName(participant);
        return (
          <Stack gap="4" minW="0">
            <Link asChild colorPalette="brand" textDecoration="underline" alignSelf="flex-start">
              <RouterLink to=".." relative="path">
                {t('back', { person })}
              </RouterLink>
            </Link>
            <Heading as="h3" size="lg" wordBreak="break-word">
              {t('title', { person })}
            </Heading>
            <Text>{t('help', { person })}</Text>
            <AreaView remote="report" view="PersonReport" campaignId={campaignId} props={{ userId }} />
          </Stack>
        );
      }}
    </RequestContent>
  );
}
