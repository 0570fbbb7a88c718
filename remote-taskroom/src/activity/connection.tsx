import { connectActivityFrame, createActivityHandlers, subscribeSaveStatus } from '@skillup/shared';
import type { TestStatus } from '@skillup/shared/api/contract';
import type { TestRun } from '../test/run';
import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';

/**
 * One run of an activity as the page hands it to the test-support API: who runs what, and
 * what the page does when the activity reports back.
 */
export interface ActivitySession extends TestRun {
  user: { id: number; firstName: string; lastName: string; role: string };
  /** The interface language the activity speaks: it, en or es. */
  lang: string;
  assessor: boolean;
  /** The activity set its status; 'complete' marks the test complete and unblocks exit. */
  onStatus(status: TestStatus): void;
  /** The activity is done and asks to be closed. */
  onExit(): void;
  /** Asks the person, with the page's Sì/No dialog. */
  confirm(request: { title: string; text: string }): Promise<boolean>;
}

/** Connects the frame to the test-support API and answers how to disconnect. */
export type ActivityConnector = (frame: HTMLIFrameElement, session: ActivitySession) => () => void;

/** The test-support API of @skillup/shared: progress through the offline queue, assessor calls to the server. */
export const connectToTestSupport: ActivityConnector = (frame, session) =>
  connectActivityFrame(
    frame,
    createActivityHandlers({
      user: session.user,
      campaignId: session.campaignId,
      lang: session.lang,
      test: session.test,
      assessor: session.assessor,
      confirm: session.confirm,
      onComplete: () => session.onStatus('complete'),
      onExit: session.onExit,
    }),
    { saveStatus: (listener) => subscribeSaveStatus(listener) },
  );

/** The connector the page uses; tests put a recording one in its place. */
export const ActivityConnectorContext = createContext<ActivityConnector | null>(connectToTestSupport);

/**
 * Connects the frame for the life of the run. The session's callbacks may change on every
 * render; the connection stays the same one for a test.
 */
export function useActivityConnection(frameRef: RefObject<HTMLIFrameElement | null>, session: ActivitySession) {
  const connect = useContext(ActivityConnectorContext);
  const latest = useRef(session);
  latest.current = session;
  const { campaignId, testId, userId } = session;

  useEffect(() => {
    const frame = frameRef.current;
    if (!connect || !frame) return;
    return connect(frame, {
      ...latest.current,
      onStatus: (status) => latest.current.onStatus(status),
      onExit: () => latest.current.onExit(),
      confirm: (request) => latest.current.confirm(request),
    });
  }, [connect, frameRef, campaignId, testId, userId]);
}
