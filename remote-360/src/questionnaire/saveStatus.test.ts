import type { SaveStatus } from '@skillup/shared';
import { questionnaireSaveStatus } from './saveStatus';

const saved: SaveStatus = { state: 'saved', pending: 0, online: true };

describe('the questionnaire save status (docs/areas/feedback-360.md)', () => {
  it("is the shared queue's when no answer waits for its page to be confirmed", () => {
    expect(questionnaireSaveStatus(saved, false)).toEqual(saved);
    const offline: SaveStatus = { state: 'offline', pending: 2, online: false };
    expect(questionnaireSaveStatus(offline, false)).toEqual(offline);
  });

  it('keeps the answers of a page not yet confirmed on this device', () => {
    expect(questionnaireSaveStatus(saved, true)).toEqual({ state: 'unsent', pending: 1, online: true });
    // Offline, the same answers wait for the connection as much as for CONTINUA.
    expect(questionnaireSaveStatus({ ...saved, online: false }, true)).toEqual({ state: 'offline', pending: 1, online: false });
  });

  it("counts the page in hand with the queue's pending changes while the queue sends or waits", () => {
    expect(questionnaireSaveStatus({ state: 'sending', pending: 1, online: true }, true)).toEqual({ state: 'sending', pending: 2, online: true });
    expect(questionnaireSaveStatus({ state: 'offline', pending: 1, online: false }, true)).toEqual({ state: 'offline', pending: 2, online: false });
  });
});
