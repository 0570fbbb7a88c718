import { currentTestAtom, languageAtom, OtherPagesContext, selectedCampaignQuery, sessionUserAtom } from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { aCampaign, aTest, aUser, fakeApi, renderWithStore } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

/** Four sections of the seed's shape: two tests, two, two, and one personal. */
export const challengeData = {
  intro: { title: 'Individual Challenge', text: 'Four sections, one step at a time.' },
  outro: { title: 'Congrats', text: 'You have completed every section.' },
  order: ['vision', 'people', 'results', 'personal'],
  sections: {
    vision: { name: 'Vision', description: 'Where we go.', motivation: 'Start with a direction.', tests: [1, 2] },
    people: { name: 'People', motivation: 'Teams win.', tests: [3, 4] },
    results: { name: 'Results', motivation: 'Every tenth counts.', tests: [5, 6] },
    personal: { name: 'Personal', motivation: 'The last lap is yours.', tests: [7] },
  },
  links: {
    about: 'https://example.com/about',
    history: 'javascript:alert(1)',
    reports: 'https://example.com/report',
    news: 'https://example.com/news',
    press: 'https://example.com/press',
    sculpture: 'https://example.com/sculpture',
    yearbook: 'https://example.com/yearbook',
  },
};

export const challengeTests = (statuses: Partial<Record<number, UserTest['status']>> = {}) =>
  [1, 2, 3, 4, 5, 6, 7].map((id) =>
    aTest({
      id,
      name: `Test ${id}`,
      description: `What test ${id} is about`,
      instructions: `How to do test ${id}`,
      url: 'self-reflection/index.html',
      status: statuses[id] ?? 'not attempted',
    }),
  );

type TutorialAnswer = 'seen' | 'unseen' | 'offline';
type ChallengeApi = ReturnType<typeof fakeApi>;

/** The API answering `tests` and the tutorial's flag (`tutorial`: seen or not, or the server out of reach for both calls). */
export function challengeApi({
  tests = challengeTests(),
  campaignId = 5,
  tutorial = 'unseen',
}: { tests?: UserTest[]; campaignId?: number; tutorial?: TutorialAnswer } = {}): ChallengeApi {
  const tutorialUrl = `/v2/campaigns/${campaignId}/challenge-tutorial`;
  const offline = { fail: 'network' } as const;
  return fakeApi({
    [`GET /usercampaign/${campaignId}/usertests`]: { status: 200, data: { status: true, usertests: tests } },
    [`GET ${tutorialUrl}`]: tutorial === 'offline' ? offline : { status: 200, data: { status: true, seen: tutorial === 'seen' } },
    [`PUT ${tutorialUrl}`]: tutorial === 'offline' ? offline : { status: 200, data: { status: true, seen: true } },
    // What the shared queue logs: a failed mark, bad campaign data.
    'POST /logs': { status: 200, data: { status: true } },
  });
}

/** The area as the host mounts it at /, in English, with `api` (by default challengeApi of the same options) answering. */
type RenderedChallenge = ReturnType<typeof renderWithStore> & { api: ChallengeApi; store: ReturnType<typeof createStore> };

export function renderChallenge({
  tests = challengeTests(),
  campaign,
  tutorial = 'unseen',
  api = challengeApi({ tests, campaignId: campaign?.id, tutorial }),
}: { tests?: UserTest[]; campaign?: UserCampaign; tutorial?: TutorialAnswer; api?: ChallengeApi } = {}): RenderedChallenge {
  const store = createStore();
  store.set(sessionUserAtom, aUser({ id: 11, firstName: 'Paolo', lastName: 'Neri' }));
  const entered =
    campaign ??
    aCampaign({
      id: 5,
      theme: 'ferrari-academy',
      lang: 'en',
      languages: [{ lang: 'en', name: 'Individual Challenge', description: 'Four sections' }],
      data: challengeData,
    });
  store.set(languageAtom, 'en');
  store.set(currentTestAtom, null);
  const ui = (
    <OtherPagesContext.Provider value={Elsewhere}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </OtherPagesContext.Provider>
  );
  return { ...renderWithStore(ui, { store, cached: [[selectedCampaignQuery.queryKey, entered]] }), api, store };
}
