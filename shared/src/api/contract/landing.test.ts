import type { AreaDeclaration, CampaignRemotes } from '.';
import { areasWithoutCampaign, landingPath } from './landing';

const declaring = (path: string, area: Partial<AreaDeclaration> = {}) => ({
  version: '1.0.0',
  url: `/remotes/x/1.0.0/mf-manifest.json`,
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

  it('never lands on an area that needs a campaign, nor on a remote without an area', () => {
    const areas: CampaignRemotes = {
      taskroom: { version: '1.0.0', url: '/x', fallback: null },
      report: declaring('/team', { campaign: true, landing: true }),
    };
    expect(areasWithoutCampaign(areas)).toEqual([]);
    expect(landingPath(areas, false)).toBeNull();
  });
});
