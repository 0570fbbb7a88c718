import { Text } from '@chakra-ui/react/text';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { saveStatusAtom } from '../queue/saveStatusAtom';
import type { SaveStatus } from '../queue/saveStatus';

/**
 * Work kept on this device that is only sent when the participant says so (the 360
 * questionnaire's page before its Continue, docs/areas/feedback-360.md): not the queue's.
 */
export interface UnsentStatus {
  state: 'unsent';
  pending: number;
  online: boolean;
}

export type ShownSaveStatus = SaveStatus | UnsentStatus;

const COLOURS: Record<ShownSaveStatus['state'], string> = {
  saved: 'fg.muted',
  unsent: 'fg.muted',
  sending: 'fg.muted',
  offline: 'fg.warning',
  retrying: 'fg.warning',
};

/** The key of the text that tells a status; also what an activity frame shows (docs/queue.md §9). */
export function saveStatusKey(status: ShownSaveStatus): string {
  if (status.state === 'saved') return status.online ? 'saveStatus.saved' : 'saveStatus.savedOffline';
  return `saveStatus.${status.state}`;
}

/**
 * Where a participant's work is, told honestly: on the server, on this device waiting for the
 * connection, or on its way. Without `status` it tells the page's queue.
 */
export function SaveStatusText({ status }: { status?: ShownSaveStatus }) {
  const { t } = useTranslation();
  const queued = useAtomValue(saveStatusAtom);
  const shown = status ?? queued;
  return (
    <Text role="status" aria-live="polite" fontSize="sm" color={COLOURS[shown.state]} data-save-state={shown.state}>
      {t(saveStatusKey(shown), { count: shown.pending })}
    </Text>
  );
}
