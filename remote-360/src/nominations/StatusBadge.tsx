import { Badge } from '@chakra-ui/react/badge';
import type { NominationStatus } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** The words carry the meaning; the colour only repeats them. */
const PALETTE: Record<NominationStatus, string> = { pending: 'gray', approved: 'green', denied: 'red', declined: 'orange' };

export function StatusBadge({ status }: { status: NominationStatus }) {
  const { t } = useTranslation(NS);
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" whiteSpace="normal">
      {t(`status.${status}`)}
    </Badge>
  );
}
