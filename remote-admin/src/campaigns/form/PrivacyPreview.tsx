import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useMemo } from 'react';
import { inertHtml } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/**
 * The privacy notice as participants will see it: the HTML the server kept after sanitising
 * it, shown the way the host's privacy page shows it. What is typed and not saved yet has
 * not been through the server, so the preview says it shows the saved text.
 */
export function PrivacyPreview({ saved, typed }: { saved: string | null | undefined; typed: string }) {
  const { t } = useTranslation(NS);
  const html = useMemo(() => (saved ? inertHtml(saved) : ''), [saved]);
  const changed = typed.trim() !== (saved ?? '').trim();
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t('campaigns.form.privacyPreview')}</Text>
      {html ? (
        <Box
          role="region"
          aria-label={t('campaigns.form.privacyPreview')}
          tabIndex={0}
          maxH="60"
          overflow="auto"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          css={{ '& p, & ul, & ol, & h2, & h3': { mb: '3' }, '& ul, & ol': { ps: '5' }, '& a': { textDecoration: 'underline' } }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <Text color="fg.muted">{t('campaigns.form.privacyNone')}</Text>
      )}
      {changed && (
        <Text color="fg.muted" fontSize="sm">
          {t('campaigns.form.privacyUnsaved')}
        </Text>
      )}
    </Stack>
  );
}
