import { questionnaireSaveStatus, type OutboxState } from './saveStatus';

const base: OutboxState = { outbox: 0, unsent: false, sending: false, reachable: true, online: true };

describe('the questionnaire save status (docs/areas/feedback-360.md)', () => {
  it('is saved on the server only with nothing unsent and nothing in the outbox', () => {
    expect(questionnaireSaveStatus(base)).toEqual({ state: 'saved', pending: 0, online: true });
    expect(questionnaireSaveStatus({ ...base, online: false })).toEqual({ state: 'saved', pending: 0, online: false });
  });

  it('keeps the answers of a page not yet sent on this device', () => {
    expect(questionnaireSaveStatus({ ...base, unsent: true })).toEqual({ state: 'unsent', pending: 1, online: true });
  });

  it('is sending while a page is in flight', () => {
    expect(questionnaireSaveStatus({ ...base, sending: true, outbox: 1 })).toEqual({ state: 'sending', pending: 1, online: true });
    expect(questionnaireSaveStatus({ ...base, outbox: 2, unsent: true })).toEqual({ state: 'sending', pending: 3, online: true });
  });

  it('waits for the connection, counting the outbox and the page in hand, when the server cannot be reached', () => {
    expect(questionnaireSaveStatus({ ...base, unsent: true, online: false })).toEqual({ state: 'offline', pending: 1, online: false });
    expect(questionnaireSaveStatus({ ...base, outbox: 1, unsent: true, reachable: false })).toEqual({ state: 'offline', pending: 2, online: true });
  });
});
