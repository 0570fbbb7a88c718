import { selectedCampaignQuery } from '@skillup/shared/query';
import { isMobileAtom, languageAtom, sessionUserAtom } from '@skillup/shared/state';
import { pageHandleAtom, type PageHandle } from '@skillup/shared/routing';
import { aCampaign, aUser, fakeApi } from '@skillup/shared/testing';
import type { AreaDeclaration, CampaignRemote, UserCampaignListEntry } from '@skillup/shared/api/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderRoute } from '../testing/renderRoute';
import { areaMapAtom } from '../areas/areaMap';
import { campaignListQuery } from '../campaigns/campaignListQuery';
import { Header } from './Header';

const entry = (id: number): UserCampaignListEntry => ({ id, theme: 'skillup', languages: [], user: { lang: 'it', accessDate: null } });

function state({ mobile = false, campaigns = 1, handle = {} as PageHandle, chosen = true as boolean | number } = {}) {
  const store = createStore();
  store.set(sessionUserAtom, aUser({ firstName: 'Marco', lastName: 'Bianchi', company: { id: 1, name: 'Demo SpA', logo: null } }));
  store.set(isMobileAtom, mobile);
  store.set(pageHandleAtom, handle);
  // The user's campaigns, as the login leaves them.
  const list = Array.from({ length: campaigns }, (_, i) => entry(i + 1));
  const entered = chosen === false ? [] : [[selectedCampaignQuery.queryKey, aCampaign({ id: chosen === true ? 1 : chosen })] as const];
  return { store, cached: [[campaignListQuery.queryKey, list] as const, ...entered] };
}

/** A remote's entry in a map, declaring an area: the host names none of its own. */
const declaring = (path: string, campaign: boolean, menu?: AreaDeclaration['menu']): CampaignRemote => ({
  version: '2.0.0',
  url: '/remotes/x/2.0.0/mf-manifest.json',
  integrity: {},
  fallback: null,
  area: { path, ...(menu ? { menu } : {}), roles: ['superassessor'], landing: false, campaign },
});

/** The campaign's map as the report remote declares its area (remote-report/area.json). */
const withReport = (remotes: Record<string, CampaignRemote> = {}) =>
  fakeApi({
    'GET /remotes': {
      status: 200,
      data: { remotes: { report: declaring('/report', true, { it: 'Report', en: 'Report', es: 'Informe' }), ...remotes } },
    },
  });

/**
 * The campaign's map comes through the area loader, a module loaded on demand: on a busy
 * machine that takes longer than the second Testing Library waits by default.
 */
const MAP_LOADED = { timeout: 5000 };

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('Header (docs/behaviour.md §2.2)', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it("desktop: company name, centred title, Task Room and the report area's Report, a 40 px avatar", async () => {
    api = withReport();
    renderRoute(<Header />, { path: '*', url: '/', ...state() });
    await screen.findByRole('link', { name: 'Report' }, MAP_LOADED);
    expect(screen.getByText('Demo SpA')).toBeInTheDocument();
    expect(screen.getByText('TASK ROOM')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Task Room', '/'],
      ['Report', '/report'],
    ]);
    expect(screen.getByTestId('user-avatar')).toHaveAttribute('data-size', '40px');
  });

  it('mobile: no company, Overview, Tests and Report, icon buttons with names, a 25 px avatar', async () => {
    api = withReport();
    renderRoute(<Header />, { path: '*', url: '/', ...state({ mobile: true, campaigns: 2 }) });
    await screen.findByRole('link', { name: 'Report' }, MAP_LOADED);
    expect(screen.queryByText('Demo SpA')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/', '/tests', '/report']);
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Panoramica', 'Test', 'Report']);
    expect(screen.getByRole('button', { name: 'Cambia campagna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeInTheDocument();
    expect(screen.getByTestId('user-avatar')).toHaveAttribute('data-size', '25px');
  });

  it('before a campaign is chosen: no Task Room or Report to go to', () => {
    api = fakeApi({});
    renderRoute(<Header />, { path: '*', url: '/select-campaign', ...state({ campaigns: 2, chosen: false }) });
    expect(screen.getByText('TASK ROOM')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Report' })).toBeNull();
  });

  it('mobile: no menu on a page that hides it (/start), and its close button to home', async () => {
    api = fakeApi({});
    const { probe } = renderRoute(<Header />, {
      path: '*',
      url: '/start',
      ...state({ mobile: true, handle: { closeTo: '/', hideMobileMenu: true } }),
    });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Esci' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await settle();
    expect(probe.location.pathname).toBe('/');
  });

  it('the close button leads where the page says (the 360 questionnaire: its dashboard)', async () => {
    api = fakeApi({});
    const { probe } = renderRoute(<Header />, { path: '*', url: '/skillup-360/abc', ...state({ handle: { closeTo: '/skillup-360' } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await settle();
    expect(probe.location.pathname).toBe('/skillup-360');
  });

  it('Change campaign only with more than one campaign; Logout ends the session', async () => {
    api = fakeApi({ 'POST /auth/logout': { status: 200, data: { status: true } } });
    const { probe, store } = renderRoute(<Header />, { path: '*', url: '/', ...state({ mobile: true, campaigns: 1 }) });
    expect(screen.queryByRole('button', { name: 'Cambia campagna' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Esci' }));
    await settle();
    // Besides the campaign's map, read for the areas it declares, the logout is all it sends.
    expect(api.requests.filter((r) => r.method !== 'GET').map((r) => r.url)).toEqual(['/auth/logout']);
    expect(probe.location.pathname).toBe('/login');
    expect(store.get(sessionUserAtom)).toBeNull();
  });

  it('desktop: the account menu offers Change campaign and Logout', async () => {
    api = fakeApi({});
    const { probe } = renderRoute(<Header />, { path: '*', url: '/', ...state({ campaigns: 3 }) });
    fireEvent.click(screen.getByRole('button', { name: /Account/ }));
    await settle();
    expect(screen.getByRole('menuitem', { name: 'Esci' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cambia campagna' }));
    await settle();
    expect(probe.location.pathname).toBe('/select-campaign');
  });

  describe('areas remotes declare (docs/remotes.md)', () => {
    const consoleMenu = { it: 'Console', en: 'Console room', es: 'Consola' };
    const links = () =>
      [...screen.getByRole('navigation', { name: /menu/i }).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

    it('outside a campaign: the areas that need none, in the language of the interface, marked on their pages', async () => {
      api = fakeApi({});
      const { store, cached } = state({ chosen: false });
      store.set(areaMapAtom, store.get(sessionUserAtom)!.id, {
        report: declaring('/console', false, consoleMenu),
        calendar: declaring('/quiet', false),
      });
      store.set(languageAtom, 'en');
      renderRoute(<Header />, { path: '*', url: '/console/people', store, cached });
      await settle();
      // An area without a menu gets no entry.
      expect(links()).toEqual([['Console room', '/console']]);
      expect(screen.getByRole('link', { name: 'Console room' })).toHaveAttribute('aria-current', 'page');
      expect(api.requests).toEqual([]);
    });

    it("inside a campaign: the campaign's entries, the areas of its map, then those outside it", async () => {
      api = withReport({ calendar: declaring('/team', true, { it: 'Squadra', en: 'Team', es: 'Equipo' }) });
      // A campaign whose map this page has not read yet: the loader keeps each map it read.
      const { store, cached } = state({ chosen: 7 });
      store.set(areaMapAtom, store.get(sessionUserAtom)!.id, { admin: declaring('/console', false, consoleMenu) });
      renderRoute(<Header />, { path: '*', url: '/', store, cached });
      await screen.findByRole('link', { name: 'Squadra' }, MAP_LOADED);
      expect(links()).toEqual([
        ['Task Room', '/'],
        ['Report', '/report'],
        ['Squadra', '/team'],
        ['Console', '/console'],
      ]);
      expect(api.requests.map((r) => [r.url, r.params])).toEqual([['/remotes', { campaignId: 7 }]]);
    });

    it("forgets the last user's areas: a map is read only for the user it was answered to", async () => {
      api = fakeApi({});
      const { store, cached } = state({ chosen: false });
      store.set(areaMapAtom, store.get(sessionUserAtom)!.id + 1, { report: declaring('/console', false, consoleMenu) });
      renderRoute(<Header />, { path: '*', url: '/', store, cached });
      await settle();
      expect(screen.queryByRole('navigation', { name: /menu/i })).toBeNull();
    });
  });
});
