import { currentTestAtom } from '@skillup/shared';
import { useAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { TaskEntry } from '../tasks/useTaskEntries';
import { useTaskSelection } from '../tasks/useTaskSelection';

/**
 * What hovering or touching a task does: an open task becomes the current test (preview on
 * the desktop, `onOpen` on the mobile), a locked or unsupported one explains itself, a task
 * complete for good does nothing.
 */
export function useTaskRoomSelection(onOpen?: (entry: TaskEntry) => void) {
  const [current, setCurrent] = useAtom(currentTestAtom);
  const [explainedId, setExplainedId] = useState<number | null>(null);

  const choose = useCallback(
    (entry: TaskEntry) => {
      if (entry.selectable) {
        setExplainedId(null);
        setCurrent(entry.test);
        onOpen?.(entry);
      } else if (!entry.supported || entry.state === 'locked') {
        setCurrent(null);
        setExplainedId(entry.test.id);
      }
    },
    [setCurrent, onOpen],
  );
  const forget = useCallback(() => {
    setCurrent(null);
    setExplainedId(null);
  }, [setCurrent]);

  const selection = useTaskSelection(choose, forget);
  return { current, explainedId, ...selection };
}
