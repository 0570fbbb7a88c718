import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the pages are of, for the navigation's name. */
  label: string;
  onPage(page: number): void;
}

/** Previous and next page of a list paged on the server, and where the reader is. */
export function Pager({ page, pageSize, total, label, onPage }: PagerProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress.pager' });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack as="nav" aria-label={label} gap="3" flexWrap="wrap">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('previous')}
      </Button>
      <Text aria-live="polite">{t('position', { page: Math.min(page, pages), pages })}</Text>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('next')}
      </Button>
    </HStack>
  );
}
