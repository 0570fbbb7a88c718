import type { UserTest } from '../api/contract';
import { useSelectedCampaign } from '../query/selectedCampaign';
import { currentTestAtom } from '../state/tests';
import { isFeedback360Test } from '../api/contract/names';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { canAnswer } from './answerable';

/** What the 360 dashboard receives when the 360 test is started from a task list. */
export interface Start360State {
  start360: true;
}

/**
 * docs/behaviour.md §2.1, §2.8: starting goes to /test, or to /skillup-360 with a flag for the campaign's 360 test.
 * Every theme starts its tests here, so each opens in the same test frame; in a closed campaign
 * (canAnswer) nothing starts, whatever a page still offers, as the server would refuse each save.
 */
export function useStartTest() {
  const setCurrent = useSetAtom(currentTestAtom);
  const campaign = useSelectedCampaign();
  const navigate = useNavigate();
  // Areas render under the selected campaign; without one there is nothing to refuse here.
  const closed = campaign !== null && !canAnswer(campaign);
  return useCallback(
    (test: UserTest) => {
      if (closed) return;
      setCurrent(test);
      if (isFeedback360Test(test)) {
        const state: Start360State = { start360: true };
        void navigate('/skillup-360', { state });
      } else {
        void navigate('/test');
      }
    },
    [closed, setCurrent, navigate],
  );
}
