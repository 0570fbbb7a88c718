import { Badge } from '@chakra-ui/react/badge';
import type { TestStatus } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<TestStatus, string> = {
  'not attempted': 'gray',
  incomplete: 'orange',
  complete: 'green',
};

/** A test's status on its card (docs/behaviour.md §4: not attempted → incomplete → complete). */
export function TestStatusBadge({ status }: { status: TestStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={PALETTE[status]}>{t(`testStatus.${status}`)}</Badge>;
}
