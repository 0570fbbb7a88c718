import type { AreaDeclaration, CampaignRemote, CampaignRemotes } from '@skillup/shared/api/contract';
import { areaMenu, declaredAreas, matchArea } from './declaredAreas';

const entry = (area?: Partial<AreaDeclaration>): CampaignRemote => ({
  version: '1.0.0',
  url: '/remotes/x/1.0.0/mf-manifest.json',
  integrity: {},
  fallback: null,
  ...(area ? { area: { path: '/console', roles: ['superassessor'], landing: false, campaign: false, ...area } } : {}),
});

const map: CampaignRemotes = {
  taskroom: entry(),
  report: entry({ path: '/console', menu: { it: 'Console', en: 'Console room', es: 'Consola' } }),
  '360': entry({ path: '/team', campaign: true, menu: { it: 'Squadra', en: 'Team', es: 'Equipo' } }),
  calendar: entry({ path: '/quiet' }),
};

describe('declared areas (docs/remotes.md)', () => {
  it('takes from a map the areas that need a campaign, or those that need none, in its order', () => {
    expect(declaredAreas(map, false).map(({ remote, area }) => [remote, area.path])).toEqual([
      ['report', '/console'],
      ['calendar', '/quiet'],
    ]);
    expect(declaredAreas(map, true).map(({ remote }) => remote)).toEqual(['360']);
    expect(declaredAreas(null, false)).toEqual([]);
  });

  it('mounts an area on its path and every page below it, in any case, and nothing that only begins alike', () => {
    const areas = declaredAreas(map, false);
    expect(matchArea(areas, '/console')?.remote).toBe('report');
    expect(matchArea(areas, '/console/')?.remote).toBe('report');
    expect(matchArea(areas, '/Console/people/3')?.remote).toBe('report');
    expect(matchArea(areas, '/quiet')?.remote).toBe('calendar');
    expect(matchArea(areas, '/consoles')).toBeNull();
    expect(matchArea(areas, '/')).toBeNull();
    expect(matchArea(areas, '/report/console')).toBeNull();
    expect(matchArea([], '/console')).toBeNull();
  });

  it('offers an entry for each area with a menu, in the language of the interface', () => {
    const areas = [...declaredAreas(map, false), ...declaredAreas(map, true)];
    expect(areaMenu(areas, 'en')).toEqual([
      { to: '/console', label: 'Console room' },
      { to: '/team', label: 'Team' },
    ]);
    expect(areaMenu(areas, 'es').map((item) => item.label)).toEqual(['Consola', 'Equipo']);
  });
});
