import { flowRoute, keepsFlow } from './flowMoves';

describe('flow moves (docs/behaviour.md §2.16)', () => {
  it('keeps the flow along the configured pairs, in their direction', () => {
    expect(keepsFlow('/tests', '/start')).toBe(true);
    expect(keepsFlow('/start', '/test')).toBe(true);
    expect(keepsFlow('/skillup-360', '/skillup-360/ab12')).toBe(true);
    expect(keepsFlow('/skillup-360/ab12', '/skillup-360/')).toBe(true);
  });

  it('breaks it on any other move', () => {
    expect(keepsFlow('/start', '/report')).toBe(false);
    expect(keepsFlow('/report', '/test')).toBe(false);
    expect(keepsFlow('/skillup-360/ab12', '/test')).toBe(false);
    expect(keepsFlow('/tests', '/start', { '/tests': [] })).toBe(false);
  });

  it('staying on the same route keeps it', () => {
    expect(keepsFlow('/report', '/report/')).toBe(true);
    expect(flowRoute('/skillup-360/x')).toBe('/skillup-360/:token');
  });
});
