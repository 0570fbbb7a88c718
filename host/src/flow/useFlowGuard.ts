import { addFlowStepAtom, resetFlowAtom } from '@skillup/shared/state';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FLOW_MOVES, keepsFlow } from './flowMoves';

/** docs/behaviour.md §2.16: on every change of location, the flow goes on or starts again. */
export function useFlowGuard(moves: Readonly<Record<string, readonly string[]>> = FLOW_MOVES) {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  const addStep = useSetAtom(addFlowStepAtom);
  const reset = useSetAtom(resetFlowAtom);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname) return;
    if (from !== null && keepsFlow(from, pathname, moves)) addStep(pathname);
    else reset(pathname);
  }, [pathname, moves, addStep, reset]);
}
