import type { TestRun } from '@skillup/shared';
import type { TestStatus } from '@skillup/shared/api/contract';
import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';

/**
 * One run of an activity as the page hands it to the test-support API: who runs what, and
 * what the page does when the activity reports back.
 */
export interface ActivitySession extends TestRun {
  assessor: boolean;
  /** The activity set its status; 'complete' marks the test complete and unblocks exit. */
  onStatus(status: TestStatus): void;
  /** The activity is done and asks to be closed. */
  onExit(): void;
  /** Asks the person, with the page's Sì/No dialog. */
  confirm(request: { title: string; text: string }): Promise<boolean>;
}

/**
 * Connects the frame to the test-support API and answers how to disconnect. The seam to
 * `connectActivityFrame(frame, handlers)` of shared/src/activity: the application provides
 * `(frame, session) => connectActivityFrame(frame, createHandlers(session))`.
 */
export type ActivityConnector = (frame: HTMLIFrameElement, session: ActivitySession) => () => void;

/** The connector the page uses; without one the frame runs unconnected. */
export const ActivityConnectorContext = createContext<ActivityConnector | null>(null);

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
