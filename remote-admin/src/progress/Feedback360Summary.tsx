import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import type { Feedback360Totals } from '@skillup/shared/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** The campaign's 360 in counts: never who evaluated whom. */
export function Feedback360Summary({ totals }: { totals: Feedback360Totals }) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress.feedback360' });
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h4" size="md" id={headingId} mb="2">
        {t('title')}
      </Heading>
      <List.Root ps="5">
        <List.Item>{t('evaluations', { done: totals.done, total: totals.relations })}</List.Item>
        <List.Item>{t('raters', { done: totals.ratersDone, total: totals.raters })}</List.Item>
      </List.Root>
    </Box>
  );
}
