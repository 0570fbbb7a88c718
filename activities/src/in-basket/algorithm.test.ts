import { compute } from './algorithm';
import { MAIL_IDS, type InBasketData, type MailAnswer } from './data';
import { KEY } from './key';

const note = 'Grazie, ci penso io e ti aggiorno entro domani mattina.';
const perfect = (): InBasketData => ({
  v: 1,
  current: 'board',
  mails: Object.fromEntries(MAIL_IDS.map((id) => [id, { priority: KEY[id].priority, action: KEY[id].action, note }])) as Record<
    (typeof MAIL_IDS)[number],
    MailAnswer
  >,
});
const value = (outcomes: ReturnType<typeof compute>, name: string) => outcomes.find((o) => o.name === name)?.value;

describe('in-basket algorithm', () => {
  it('gives full marks when every mail matches the key with a written reply', () => {
    expect(compute(perfect())).toEqual([
      { name: 'prioritisation', value: 5 },
      { name: 'decisions', value: 5 },
      { name: 'responsiveness', value: 5 },
      { name: 'overall', value: 5 },
      { name: 'handled', value: 6 },
    ]);
  });

  it('gives half credit one priority step off and for an acceptable action', () => {
    const data = perfect();
    data.mails.board = { priority: 'medium', action: 'reply', note };
    data.mails.canteen = { priority: 'high', action: 'archive', note: '' };
    data.mails.complaint = { priority: 'high', action: 'reply', note };
    const outcomes = compute(data);
    // priorities: 1,1,1,1,0.5,0 over 6 → 0.75; decisions: 5 right + 1 half → 5.5/6.
    expect(value(outcomes, 'prioritisation')).toBe(3.8);
    expect(value(outcomes, 'decisions')).toBe(4.6);
  });

  it('counts responsiveness only for written replies or delegations where the key asks for one', () => {
    const data = perfect();
    data.mails.board = { priority: 'high', action: 'reply', note: 'ok' };
    data.mails.leave = { priority: 'medium', action: 'schedule', note: '' };
    // board, complaint, leave need a note: one of three written.
    expect(value(compute(data), 'responsiveness')).toBe(1.7);
  });

  it('scores an untouched in-basket at zero and accepts the stored JSON string', () => {
    const outcomes = compute(JSON.stringify({ v: 1, current: 'board', mails: {} }));
    expect(outcomes.map((o) => o.value)).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses data of another shape with a clear error', () => {
    expect(() => compute('{oops')).toThrow('In-basket: the data is not valid JSON');
    expect(() => compute({ v: 1, current: 'board', mails: { board: { priority: 'urgent', action: null, note: '' } } })).toThrow(
      'In-basket: the data does not have the expected shape',
    );
  });
});
