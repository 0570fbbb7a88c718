import { canDownload, reportAvailable, type AvailabilityFacts } from './availability';

const facts = (overrides: Partial<AvailabilityFacts>): AvailabilityFacts => ({
  state: 'ACTIVE',
  completeTests: 0,
  earlyDownload: false,
  canAssessedDownload: true,
  ...overrides,
});

describe('report availability', () => {
  it('opens the report when the campaign is COMPLETED or REPORT', () => {
    expect(reportAvailable(facts({ state: 'COMPLETED' }))).toBe(true);
    expect(reportAvailable(facts({ state: 'REPORT' }))).toBe(true);
    expect(reportAvailable(facts({ state: 'ACTIVE', completeTests: 5 }))).toBe(false);
    expect(reportAvailable(facts({ state: 'CLOSED' }))).toBe(false);
  });

  it('opens it early with one complete test in a campaign flagged for early download', () => {
    expect(reportAvailable(facts({ earlyDownload: true, completeTests: 1 }))).toBe(true);
    expect(reportAvailable(facts({ earlyDownload: true, completeTests: 0 }))).toBe(false);
  });

  it('lets the participant download only when the config allows it too', () => {
    expect(canDownload(facts({ state: 'REPORT' }))).toBe(true);
    expect(canDownload(facts({ state: 'REPORT', canAssessedDownload: false }))).toBe(false);
    expect(canDownload(facts({ state: 'ACTIVE' }))).toBe(false);
  });
});
