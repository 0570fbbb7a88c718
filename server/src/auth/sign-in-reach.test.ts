import type { AreaDeclaration, CampaignRemotes } from '@skillup/shared/api/contract';
import { landingPath } from './sign-in-reach';

const declaring = (path: string, area: Partial<AreaDeclaration> = {}) => ({
  version: '1.0.0',
  url: `/remotes/x/1.0.0/mf-manifest.json`,
  integrity: {},
  fallback: null,
  area: { path, roles: ['admin' as const], landing: false, campaign: false, ...area },
});

describe('where a sign-in lands (docs/remotes.md)', () => {
  it('lands on the first area that declares itself a landing, campaigns or not', () => {
    const areas: CampaignRemotes = {
      report: declaring('/quiet'),
      calendar: declaring('/console', { landing: true }),
      challenge: declaring('/other', { landing: true }),
    };
    expect(landingPath(areas, true)).toBe('/console');
    expect(landingPath(areas, false)).toBe('/console');
  });

  it('without a landing, leaves it to the campaigns, or takes the first area when there is no campaign to enter', () => {
    const areas: CampaignRemotes = { report: declaring('/quiet'), calendar: declaring('/console') };
    expect(landingPath(areas, true)).toBeNull();
    expect(landingPath(areas, false)).toBe('/quiet');
    expect(landingPath({}, false)).toBeNull();
  });
});
