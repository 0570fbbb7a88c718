import { canAnswer, isAssessor, isSelectable, sessionUserAtom, taskState, withLocalProgressAtom, type TaskState } from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { isSupportedBy } from './browser';
import { isLegacyBrowserAtom } from './legacyBrowserAtom';
import { missingPrerequisites, visibleTests } from './rules';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useUserTests } from '@skillup/shared/query';

/** A task as the lists show it: its state and why it may not open. */
export interface TaskEntry {
  test: UserTest;
  state: TaskState;
  /** Prerequisites still to complete; empty unless locked. */
  missing: UserTest[];
  /** False when the browser cannot run the activity (docs/behaviour.md §2.8). */
  supported: boolean;
  /** Preview and start are offered: the campaign open, not locked, not complete for good, supported. */
  selectable: boolean;
  /** The campaign is closed (canAnswer): the task is listed with its state, never opened nor explained. */
  readOnly: boolean;
}

export function taskEntries(tests: readonly UserTest[], assessor: boolean, legacyBrowser: boolean, readOnly = false): TaskEntry[] {
  return tests.map((test) => {
    const missing = missingPrerequisites(test, tests, assessor);
    const state = taskState(test, missing.length > 0);
    const supported = isSupportedBy(test, legacyBrowser);
    return { test, state, missing, supported, selectable: !readOnly && supported && isSelectable(state), readOnly };
  });
}

/**
 * The campaign's tests for the Task Room: the 360 only in 360 campaigns, local completions
 * applied, by position then id, each with its state for the signed-in user.
 */
export function useTaskEntries(campaign: UserCampaign) {
  const request = useUserTests(campaign.id);
  const user = useAtomValue(sessionUserAtom);
  const legacyBrowser = useAtomValue(isLegacyBrowserAtom);
  const withLocalProgress = useAtomValue(withLocalProgressAtom);
  const assessor = isAssessor(user?.role.name);
  const readOnly = !canAnswer(campaign);
  const entries = useMemo(
    () => (request.data ? taskEntries(withLocalProgress(campaign.id, visibleTests(request.data, campaign)), assessor, legacyBrowser, readOnly) : []),
    [request.data, campaign, withLocalProgress, assessor, legacyBrowser, readOnly],
  );
  return { request, entries };
}
