import { OtherPages } from '@skillup/shared/routing';
import { selectedCampaignQuery } from '@skillup/shared/query';
import { sessionUserAtom } from '@skillup/shared/state';
import { aCampaign, aUser, fakeApi } from '@skillup/shared/testing';
import type { CampaignRemote, CampaignRemotes, RemoteName } from '@skillup/shared/api/contract';
import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router';
import { areaMapAtom } from '../areas/areaMap';
import { renderRoute } from '../testing/renderRoute';
import type { LoadedArea } from './areaLoader';
import { areaLoader } from './defaultLoader';
import { MountedAreas } from './MountedAreas';

jest.mock('./defaultLoader', () => ({ areaLoader: { load: jest.fn(), forget: jest.fn(), remotes: jest.fn() } }));
const loader = areaLoader as jest.Mocked<typeof areaLoader>;

const declaring = (path: string, campaign: boolean): CampaignRemote => ({
  version: '2.0.0',
  url: '/remotes/x/2.0.0/mf-manifest.json',
  integrity: {},
  fallback: null,
  area: { path, roles: ['superassessor'], landing: false, campaign },
});

/** An area as a remote renders it: its own pages, relative to where the host mounts it. */
function areaOf(name: string): LoadedArea {
  const Component = () => (
    <Routes>
      <Route index element={<p>{name}: first page</p>} />
      <Route path="people" element={<p>{name}: people</p>} />
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
  return { Component, version: '2.0.0', fellBack: false, exposes: ['App'] };
}

function open(url: string, { outside = {}, campaign = true }: { outside?: CampaignRemotes; campaign?: boolean } = {}) {
  const store = createStore();
  store.set(sessionUserAtom, aUser({ id: 5 }));
  store.set(areaMapAtom, 5, outside);
  const cached = campaign ? [[selectedCampaignQuery.queryKey, aCampaign({ id: 7, theme: 'skillup' })] as const] : [];
  return renderRoute(<MountedAreas />, { path: '/*', url, store, cached });
}

describe('the one mount of the areas remotes declare (docs/remotes.md)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    loader.load.mockReset().mockImplementation(async (remote: RemoteName) => areaOf(remote));
    loader.remotes.mockReset().mockResolvedValue({ remotes: { '360': declaring('/team', true) } });
  });
  afterEach(() => api?.restore());

  it('opens an area that needs no campaign on its pages, without one, from the map without a campaign', async () => {
    api = fakeApi({});
    open('/console/people', { outside: { report: declaring('/console', false) }, campaign: false });
    expect(await screen.findByText('report: people')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith('report', null);
    expect(api.requests).toEqual([]);
  });

  it("answers Not found for a page the area does not declare, and is the area's first page at its path", async () => {
    api = fakeApi({});
    const outside = { report: declaring('/console', false) };
    const unknown = open('/console/nowhere', { outside, campaign: false });
    expect(await screen.findByRole('heading', { name: 'Not found...' })).toBeInTheDocument();
    unknown.unmount();
    open('/console', { outside, campaign: false });
    expect(await screen.findByText('report: first page')).toBeInTheDocument();
  });

  it('sends any other address without a campaign to the campaign choice', async () => {
    api = fakeApi({});
    const { probe } = open('/team', { outside: { report: declaring('/console', false) }, campaign: false });
    await waitFor(() => expect(probe.location.pathname).toBe('/select-campaign'));
    expect(loader.load).not.toHaveBeenCalled();
  });

  it("inside the campaign: the areas its map declares, from the campaign's versions, else the theme's home", async () => {
    api = fakeApi({});
    const team = open('/team/people');
    expect(await screen.findByText('360: people')).toBeInTheDocument();
    expect(loader.remotes).toHaveBeenCalledWith(7);
    expect(loader.load).toHaveBeenCalledWith('360', 7);
    team.unmount();

    open('/tests');
    // The Task Room declares no such page: its Not found.
    expect(await screen.findByRole('heading', { name: 'Not found...' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenLastCalledWith('taskroom', 7);
  });

  it("does not mount an area of the campaign's map that needs no campaign: that one comes from the map without one", async () => {
    api = fakeApi({});
    loader.remotes.mockResolvedValue({ remotes: { report: declaring('/console', false) } });
    open('/console');
    // The Task Room declares no such page: its Not found.
    expect(await screen.findByRole('heading', { name: 'Not found...' })).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalledWith('report', expect.anything());
  });
});
