import { DEFAULT_NOMINATION_SETTINGS, type NominationSettings } from '@skillup/shared/api/contract';
import { refusalOfNomination, refusalOfSettings, shortGroups, type NominationAttempt } from './rules';

const settings: NominationSettings = { ...DEFAULT_NOMINATION_SETTINGS, mode: 'manager', peers: { min: 3, max: 4 } };
const attempt = (change: Partial<NominationAttempt> = {}): NominationAttempt => ({
  settings,
  now: new Date('2026-06-01T10:00:00Z'),
  callerId: 1,
  callerCompanyId: 10,
  group: 'peers',
  nominee: { id: 2, companyId: 10 },
  taken: new Set(),
  inGroup: 0,
  submitted: false,
  replaceable: 0,
  ...change,
});
const codeOf = (change: Partial<NominationAttempt>) => refusalOfNomination(attempt(change))?.code ?? null;

describe('the rules of a nomination', () => {
  it('lets a person of the company into a group with room', () => {
    expect(codeOf({})).toBeNull();
  });

  it('refuses each broken rule with its code', () => {
    expect(codeOf({ settings: { ...settings, mode: 'hr' } })).toBe('NOMINATIONS_CLOSED');
    expect(codeOf({ settings: { ...settings, deadline: '2026-06-01T09:59:59Z' } })).toBe('DEADLINE_PASSED');
    expect(codeOf({ nominee: { id: 1, companyId: 10 } })).toBe('SELF_NOMINATION');
    expect(codeOf({ nominee: { id: 2, companyId: 11 } })).toBe('NOT_IN_COMPANY');
    expect(codeOf({ nominee: null })).toBe('NOT_IN_COMPANY');
    expect(codeOf({ taken: new Set([2]) })).toBe('ALREADY_NOMINATED');
    expect(codeOf({ inGroup: 4 })).toBe('GROUP_FULL');
    expect(codeOf({ submitted: true })).toBe('ALREADY_SUBMITTED');
  });

  it('after submitting, takes only the replacement of one denied or declined, still within the maximum', () => {
    expect(codeOf({ submitted: true, replaceable: 1, inGroup: 3 })).toBeNull();
    expect(codeOf({ submitted: true, replaceable: 1, inGroup: 4 })).toBe('GROUP_FULL');
  });

  it('a deadline still ahead leaves nominations open', () => {
    expect(codeOf({ settings: { ...settings, deadline: '2026-06-02T00:00:00Z' } })).toBeNull();
  });
});

describe('settings that contradict themselves', () => {
  it('are refused: a minimum above the maximum, automatic approval without a manager, a date that is none', () => {
    expect(refusalOfSettings(settings)).toBeNull();
    expect(refusalOfSettings({ ...settings, others: { min: 2, max: 1 } })?.code).toBe('INVALID_LIMITS');
    expect(refusalOfSettings({ ...settings, mode: 'auto', autoApproveAt: '2026-07-01T00:00:00Z' })?.code).toBe('INVALID_LIMITS');
    expect(refusalOfSettings({ ...settings, deadline: '2026-13-45' })?.code).toBe('INVALID_LIMITS');
  });
});

describe('groups short of what they need', () => {
  it('names the minimum first, then the threshold; an empty group with no minimum is fine', () => {
    expect(
      shortGroups([
        { group: 'peers', have: 2, min: 3, threshold: 3 },
        { group: 'directReports', have: 2, min: 0, threshold: 3 },
        { group: 'others', have: 0, min: 0, threshold: 0 },
        { group: 'manager', have: 0, min: 0, threshold: 1 },
      ]),
    ).toEqual([
      { group: 'peers', code: 'BELOW_MINIMUM', have: 2, needed: 3 },
      { group: 'directReports', code: 'BELOW_THRESHOLD', have: 2, needed: 3 },
      { group: 'manager', code: 'NO_MANAGER', have: 0, needed: 1 },
    ]);
    expect(shortGroups([{ group: 'directReports', have: 0, min: 0, threshold: 3 }])).toEqual([]);
  });
});
