import { Badge } from '@chakra-ui/react/badge';
import type { ImportVerdict } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

const PALETTE: Record<ImportVerdict, string> = { new: 'green', updated: 'blue', unchanged: 'gray', refused: 'red' };

/** The words carry the verdict; the colour only repeats it. */
export function VerdictBadge({ verdict }: { verdict: ImportVerdict }) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.import.verdict' });
  return (
    <Badge colorPalette={PALETTE[verdict]} variant="subtle">
      {t(verdict)}
    </Badge>
  );
}
