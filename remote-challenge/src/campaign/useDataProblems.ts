import { logToServer } from '@skillup/shared';
import { useEffect } from 'react';

/**
 * Campaign data the page could not use in full is logged, once per campaign and set of
 * problems, to the console and to the server's logs, while the page shows the rest.
 */
export function useDataProblems(campaignId: number, problems: readonly object[]) {
  const key = JSON.stringify(problems);
  useEffect(() => {
    if (key === '[]') return;
    const entry = { area: 'challenge', message: 'Campaign data not fully usable', campaignId, problems: JSON.parse(key) as unknown };
    console.warn(entry.message, entry);
    logToServer(entry).catch(() => undefined);
  }, [campaignId, key]);
}
