import { DEFAULT_NOMINATION_SETTINGS } from '@skillup/shared/api/contract';
import { inputOfMoment, momentOfInput } from './moments';
import { draftOf, fieldId, requestOf, validateDraft } from './values';

describe('the nomination settings as the form holds them', () => {
  it('gives back the settings it was made of', () => {
    const settings = {
      ...DEFAULT_NOMINATION_SETTINGS,
      mode: 'manager' as const,
      deadline: '2026-10-15T16:00:00.000Z',
      autoApproveAt: '2026-10-20T07:30:00.000Z',
    };
    expect(requestOf(draftOf(settings))).toEqual(settings);
  });

  it('shows a moment in the browser’s zone and sends it back as the same instant', () => {
    const typed = inputOfMoment('2026-10-15T16:00:00.000Z');
    expect(typed).toMatch(/^2026-10-1[56]T\d\d:00$/);
    expect(momentOfInput(typed)).toBe('2026-10-15T16:00:00.000Z');
    expect(momentOfInput('')).toBeNull();
    expect(momentOfInput('15/10/2026')).toBeUndefined();
  });

  it('finds the numbers out of range, a maximum below its minimum and the moments that are none', () => {
    const draft = draftOf(DEFAULT_NOMINATION_SETTINGS);
    draft.limits.peers.min = '-1';
    draft.limits.others.max = '2.5';
    draft.loadWarning = '101';
    draft.deadline = 'domani';
    draft.autoApproveAt = 'mai';
    expect(validateDraft(draft)).toEqual({
      [fieldId.limit('peers', 'min')]: { kind: 'number', min: 0, max: 50 },
      [fieldId.limit('others', 'max')]: { kind: 'number', min: 0, max: 50 },
      [fieldId.loadWarning]: { kind: 'number', min: 1, max: 100 },
      [fieldId.deadline]: { kind: 'moment' },
    });
    expect(validateDraft({ ...draft, mode: 'manager' })).toHaveProperty(fieldId.autoApproveAt, { kind: 'moment' });

    const upsideDown = draftOf(DEFAULT_NOMINATION_SETTINGS);
    upsideDown.limits.directReports = { min: '4', max: '3' };
    expect(validateDraft(upsideDown)).toEqual({ [fieldId.limit('directReports', 'max')]: { kind: 'order', min: 4 } });
  });
});
