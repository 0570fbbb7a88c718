import { Icon } from '@chakra-ui/react/icon';
import type { TaskState } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

const PATHS: Record<TaskState, string> = {
  notAttempted: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14Z',
  incomplete: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2v14a7 7 0 0 0 0-14Z',
  complete: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-1.2 12.6-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4Z',
  repeatable: 'M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Zm-1.2 11.2-2.8-2.8 1.1-1.1 1.7 1.7 3.9-3.9 1.1 1.1Z',
  locked: 'M17 9h-1V7a4 4 0 0 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 1 1 4 0v2h-4Z',
};

/**
 * An icon is the one sign of its task's state on the card, so each colour keeps 3:1 on white
 * (WCAG 1.4.11): gray.400 and orange.500 did not (2.6:1 and 2.8:1).
 */
export const STATUS_COLOURS: Record<TaskState, string> = {
  notAttempted: 'gray.500',
  incomplete: 'orange.600',
  complete: 'green.600',
  repeatable: 'teal.600',
  locked: 'fg.muted',
};

/** docs/behaviour.md §2.8: incomplete, complete, repeatable or lock, named for assistive technology. */
export function StatusIcon({ state }: { state: TaskState }) {
  const { t } = useTranslation(NS);
  return (
    <Icon boxSize="6" flexShrink={0} color={STATUS_COLOURS[state]}>
      <svg viewBox="0 0 24 24" role="img" aria-hidden={false} aria-label={t(`status.${state}`)} data-state={state}>
        <path fill="currentColor" fillRule="evenodd" d={PATHS[state]} />
      </svg>
    </Icon>
  );
}
