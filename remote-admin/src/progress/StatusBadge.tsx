import { Badge } from '@chakra-ui/react/badge';
import type { ParticipantProgressState, ProgressTestStatus } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** The words carry the meaning; the colour only repeats them. */
const TEST_STATUS = {
  'not attempted': { key: 'notAttempted', palette: 'gray' },
  incomplete: { key: 'incomplete', palette: 'orange' },
  complete: { key: 'complete', palette: 'green' },
} as const;

const PARTICIPANT_STATE = {
  'not started': { key: 'notStarted', palette: 'gray' },
  'in progress': { key: 'inProgress', palette: 'orange' },
  complete: { key: 'complete', palette: 'green' },
} as const;

export function TestStatusBadge({ status }: { status: ProgressTestStatus }) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress.testStatus' });
  const { key, palette } = TEST_STATUS[status];
  return (
    <Badge colorPalette={palette} variant="subtle" whiteSpace="normal">
      {t(key)}
    </Badge>
  );
}

export function ParticipantStateBadge({ state }: { state: ParticipantProgressState }) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress.state' });
  const { key, palette } = PARTICIPANT_STATE[state];
  return (
    <Badge colorPalette={palette} variant="subtle" whiteSpace="normal">
      {t(key)}
    </Badge>
  );
}
