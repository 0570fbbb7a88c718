import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminChallenge, AdminChallengeResponse, AdminStoredChallenge } from '@skillup/shared/api/contract';
import type { FakeRoute } from '@skillup/shared/testing';
import { anAdminCampaign, anAdminTest } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const campaign = anAdminCampaign({
  id: 12,
  state: 'ACTIVE',
  theme: 'ferrari-academy',
  languages: [{ lang: 'en', name: 'Individual Challenge', description: '' }],
});
const test = (id: number, name: string) => anAdminTest({ id, campaignId: 12, name: { en: name } });
const tests = [test(301, 'Business case'), test(302, 'In-basket'), test(303, 'Role play'), test(304, 'Case study'), test(305, 'Self review')];

/** As the demo's Individual Challenge holds it. */
const seeded: AdminStoredChallenge = {
  intro: { title: 'Individual Challenge', text: 'Four sections, one step at a time.' },
  outro: { title: 'Congrats', text: 'You have completed every section of the challenge.' },
  sections: [
    { id: 'vision', name: 'Vision', description: 'Where we are going.', motivation: 'Great journeys start with a clear direction.', tests: [301] },
    { id: 'people', name: 'People', description: 'Who we work with.', motivation: 'Teams win championships.', tests: [302] },
    { id: 'results', name: 'Results', description: 'What we achieve.', motivation: 'Every tenth of a second counts.', tests: [303, 304] },
    { id: 'personal', name: 'Personal', description: 'Your own growth plan.', motivation: 'The last lap is yours.', tests: [305] },
  ],
  links: {
    about: { url: 'https://example.com/about', title: 'About us' },
    sculpture: {
      url: 'https://example.com/sculpture',
      title: 'The sculpture',
      description: 'A highlight',
      category: 'Art',
      image: 'https://example.com/s.jpg',
    },
  },
};

function serverWith(challenge: AdminStoredChallenge | null, overrides: Record<string, FakeRoute> = {}, theme = campaign.theme) {
  return {
    'GET /admin/campaigns/12': { status: 200, data: { campaign: { ...campaign, theme }, tests } },
    'GET /admin/campaigns/12/challenge': { status: 200, data: { challenge } satisfies AdminChallengeResponse },
    'PUT /admin/campaigns/12/challenge': ({ body }: { body: unknown }) => ({ status: 200, data: { challenge: body as AdminChallenge } }),
    ...overrides,
  };
}

describe('the sections of a challenge campaign', () => {
  let restore = () => {};
  afterEach(() => restore());

  function open(routes: Record<string, FakeRoute>, role = 'admin') {
    const view = renderAdmin({ path: '/admin/campaigns/12/challenge', routes, role });
    restore = view.api.restore;
    return view;
  }

  const sectionGroup = (number: number) => screen.getByRole('group', { name: `Sezione ${number}` });
  const testsOf = (number: number) =>
    within(within(sectionGroup(number)).getByRole('group', { name: `Test della sezione ${number}` }))
      .queryAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);

  it('shows the intro, the outro, the four sections with their tests in order and the links', async () => {
    open(serverWith(seeded));
    expect(await screen.findByRole('textbox', { name: 'Titolo: Introduzione' })).toHaveValue('Individual Challenge');
    expect(screen.getByRole('textbox', { name: 'Testo: Conclusione' })).toHaveValue('You have completed every section of the challenge.');
    expect(screen.getByRole('link', { name: 'Sezioni della sfida' })).toHaveAttribute('aria-current', 'page');
    const list = screen.getByRole('list', { name: 'Sezioni in ordine' });
    expect(within(list).getAllByRole('group', { name: /^Sezione \d$/ })).toHaveLength(4);
    expect(within(sectionGroup(1)).getByRole('textbox', { name: /Codice della sezione 1/ })).toHaveValue('vision');
    expect(within(sectionGroup(3)).getByRole('textbox', { name: 'Messaggio motivazionale della sezione 3' })).toHaveValue(
      'Every tenth of a second counts.',
    );
    expect(testsOf(3)).toEqual(['1. Role play', '2. Case study']);
    expect(screen.getByRole('button', { name: 'Sposta su la sezione 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sposta giù la sezione 4' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Rimuovi la sezione/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Indirizzo: Chi siamo' })).toHaveValue('https://example.com/about');
    expect(screen.getByRole('textbox', { name: 'Categoria: In evidenza: scultura' })).toHaveValue('Art');
    expect(screen.getByRole('textbox', { name: 'Indirizzo: Notizie' })).toHaveValue('');
  }, 40_000);

  it('sends the whole challenge after moving a section, placing a test in another section, ordering it and changing a link', async () => {
    const put = jest.fn(({ body }: { body: unknown }) => ({ status: 200, data: { challenge: body as AdminChallenge } }));
    open(serverWith(seeded, { 'PUT /admin/campaigns/12/challenge': put }));
    await screen.findByRole('list', { name: 'Sezioni in ordine' });

    // People goes above Vision; the focus stays on the pressed button, now disabled at the top, so it takes "down".
    const up = screen.getByRole('button', { name: 'Sposta su la sezione 2' });
    up.focus();
    fireEvent.click(up);
    expect(await screen.findByText('La sezione 2 ora è la sezione 1.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sposta giù la sezione 1' })).toHaveFocus());
    expect(within(sectionGroup(1)).getByRole('textbox', { name: /Codice della sezione 1/ })).toHaveValue('people');

    // Case study leaves Results (now section 3) for Vision (now section 2), and goes first there.
    const choose = within(sectionGroup(2)).getByRole('combobox', { name: 'Test da mettere nella sezione 2' });
    expect(within(choose).getByRole('option', { name: 'Case study (ora nella sezione 3)' })).toBeInTheDocument();
    expect(within(choose).queryByRole('option', { name: /Business case/ })).toBeNull();
    fireEvent.change(choose, { target: { value: '304' } });
    fireEvent.click(within(sectionGroup(2)).getByRole('button', { name: 'Metti nella sezione 2' }));
    expect(await screen.findByText('Case study messo nella sezione 2.')).toBeInTheDocument();
    expect(testsOf(2)).toEqual(['1. Business case', '2. Case study']);
    expect(testsOf(3)).toEqual(['1. Role play']);
    const testUp = screen.getByRole('button', { name: 'Sposta su Case study della sezione 2' });
    testUp.focus();
    fireEvent.click(testUp);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sposta giù Case study della sezione 2' })).toHaveFocus());
    expect(testsOf(2)).toEqual(['1. Case study', '2. Business case']);

    type(within(sectionGroup(4)).getByRole('textbox', { name: 'Messaggio motivazionale della sezione 4' }), '  The last lap is all yours.  ');
    type(screen.getByRole('textbox', { name: 'Indirizzo: Chi siamo' }), 'https://example.com/who-we-are');
    type(screen.getByRole('textbox', { name: 'Indirizzo: Notizie' }), 'https://example.com/news');
    type(screen.getByRole('textbox', { name: 'Titolo: In evidenza: scultura' }), '');

    fireEvent.click(screen.getByRole('button', { name: 'Salva la sfida' }));
    expect(await screen.findByText('Sfida salvata.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    const [{ body }] = put.mock.calls[0] as unknown as [{ body: AdminChallenge }];
    const [vision, people, results, personal] = seeded.sections as [AdminChallenge['sections'][number], ...AdminChallenge['sections']];
    expect(body).toEqual({
      intro: seeded.intro,
      outro: seeded.outro,
      sections: [people, { ...vision, tests: [304, 301] }, { ...results!, tests: [303] }, { ...personal!, motivation: 'The last lap is all yours.' }],
      links: {
        about: { url: 'https://example.com/who-we-are', title: 'About us' },
        news: { url: 'https://example.com/news' },
        sculpture: { url: 'https://example.com/sculpture', description: 'A highlight', category: 'Art', image: 'https://example.com/s.jpg' },
      },
    });
  }, 40_000);

  it('says beside the field what the server would refuse, and sends nothing', async () => {
    const { api } = open(serverWith(seeded));
    const code = await screen.findByRole('textbox', { name: /Codice della sezione 2/ });
    type(code, 'vision');
    type(screen.getByRole('textbox', { name: 'Indirizzo: Storia' }), 'ftp://example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Salva la sfida' }));
    expect(await screen.findByText('2 campi da correggere')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Un’altra sezione ha già questo codice.'));
    await waitFor(() => expect(code).toHaveFocus());
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  }, 40_000);

  it('says in words why the server refused the challenge, with its code', async () => {
    open(
      serverWith(seeded, {
        'PUT /admin/campaigns/12/challenge': {
          status: 400,
          data: { status: false, code: 'TEST_IN_TWO_SECTIONS', message: 'test 304 is in two sections' },
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Salva la sfida' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un test è in due sezioni: ogni test può stare in una sezione sola.');
    expect(alert).toHaveTextContent('codice TEST_IN_TWO_SECTIONS');
    expect(screen.queryByText('Sfida salvata.')).toBeNull();
  });

  it('opens a stored challenge of five sections as it is, says the page needs four, and saves once one is removed', async () => {
    const extra = { id: 'bonus', name: 'Bonus', description: '', motivation: '', tests: [] };
    const put = jest.fn(({ body }: { body: unknown }) => ({ status: 200, data: { challenge: body as AdminChallenge } }));
    const { api } = open(serverWith({ ...seeded, sections: [...seeded.sections, extra] }, { 'PUT /admin/campaigns/12/challenge': put }));
    expect(await screen.findByText(/La sfida salvata ha 5 sezioni: la pagina ne richiede esattamente quattro/)).toBeInTheDocument();
    expect(within(sectionGroup(5)).getByRole('textbox', { name: /Codice della sezione 5/ })).toHaveValue('bonus');

    fireEvent.click(screen.getByRole('button', { name: 'Salva la sfida' }));
    const needFour = await screen.findByRole('alert');
    expect(needFour).toHaveTextContent('Servono esattamente quattro sezioni per salvare.');
    await waitFor(() => expect(needFour).toHaveFocus());
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi la sezione 5' }));
    expect(await screen.findByText('Sezione 5 rimossa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rimuovi la sezione/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salva la sfida' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect((put.mock.calls[0] as unknown as [{ body: AdminChallenge }])[0].body.sections.map((section) => section.id)).toEqual([
      'vision',
      'people',
      'results',
      'personal',
    ]);
  }, 40_000);

  it('lets a stored challenge of three sections get its fourth', async () => {
    open(serverWith({ ...seeded, sections: seeded.sections.slice(0, 3) }));
    expect(await screen.findByText(/La sfida salvata ha 3 sezioni/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi una sezione' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sezione 4' })).toHaveFocus());
    expect(within(sectionGroup(4)).getByRole('combobox', { name: 'Test da mettere nella sezione 4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi una sezione' })).toBeNull();
  }, 40_000);

  it('starts a campaign without a challenge from four empty sections', async () => {
    const put = jest.fn(({ body }: { body: unknown }) => ({ status: 200, data: { challenge: body as AdminChallenge } }));
    open(serverWith(null, { 'PUT /admin/campaigns/12/challenge': put }));
    expect(await screen.findByText(/non ha ancora le sezioni della sfida/)).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Sezione \d$/ })).toHaveLength(4);
    ['a', 'b', 'c', 'd'].forEach((id, index) => type(screen.getByRole('textbox', { name: new RegExp(`Codice della sezione ${index + 1}`) }), id));
    fireEvent.click(screen.getByRole('button', { name: 'Salva la sfida' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const [{ body }] = put.mock.calls[0] as unknown as [{ body: AdminChallenge }];
    expect(body.sections[3]).toEqual({ id: 'd', name: '', description: '', motivation: '', tests: [] });
    expect(body.links).toEqual({});
  }, 40_000);

  it('offers a superassessor the challenge to read only', async () => {
    open(serverWith(seeded), 'superassessor');
    expect(await screen.findByText('Puoi consultare la sfida ma non modificarla.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sezione 3: Results' })).toBeInTheDocument();
    expect(screen.getByText('Case study')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The sculpture' })).toHaveAttribute('href', 'https://example.com/sculpture');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Salva|Aggiungi|Sposta|Rimuovi|Metti/ })).toBeNull();
  });

  it('is neither offered nor shown in a campaign of another theme', async () => {
    const { api } = open(serverWith(seeded, {}, 'skillup'));
    expect(await screen.findByRole('link', { name: 'Test' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sezioni della sfida' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Sezioni della sfida' })).toBeNull();
    expect(api.requests.some((request) => request.url.endsWith('/challenge'))).toBe(false);
  });
});
