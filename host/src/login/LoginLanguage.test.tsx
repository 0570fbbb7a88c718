// First: the fake database must be in place before the queue's storage loads.
import { installTestQueue } from '../queue/testing';
import { getQueue, ITEMS_FILE_KIND } from '@skillup/shared/queue';
import { languageAtom, sessionUserAtom } from '@skillup/shared/state';
import { aUser, fakeApi } from '@skillup/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { CHOSEN_LANGUAGE_KEY } from '../public/publicLanguage';
import { renderRoute } from '../testing/renderRoute';
import { LoginPage } from './LoginPage';

// Rendering the whole page on a busy machine, with a fresh fake database per test.
jest.setTimeout(20_000);

function browserSpeaks(...languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({});
});
afterEach(() => {
  api.restore();
  window.localStorage.clear();
  browserSpeaks('it-IT', 'it');
});

describe('the login page speaks the browser language until the user has one', () => {
  it.each([
    [['es-ES', 'en'], 'Iniciar sesión'],
    [['en-GB'], 'Sign in'],
    [['fr-FR', 'de'], 'Accedi'],
  ])('%j → %s', async (languages, title) => {
    browserSpeaks(...languages);
    renderRoute(<LoginPage warmPages={() => undefined} />, { path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('offers the choice, which the next visit keeps', async () => {
    browserSpeaks('it-IT');
    const first = renderRoute(<LoginPage warmPages={() => undefined} />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('Lingua'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('en');
    first.unmount();

    renderRoute(<LoginPage warmPages={() => undefined} />, { path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it("leaves a signed-in user's language alone", async () => {
    browserSpeaks('en-GB');
    const store = createStore();
    store.set(sessionUserAtom, aUser());
    store.set(languageAtom, 'es');
    renderRoute(<LoginPage warmPages={() => undefined} />, { path: '/login', store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});

describe('the file of unsent answers, uploaded on the login page (docs/queue.md §8)', () => {
  const upload = (text: string) => {
    const input = screen.getByLabelText('Hai un file di risposte non inviate?');
    const file = new File([text], 'answers.json', { type: 'application/json' });
    Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
    fireEvent.change(input, { target: { files: [file] } });
  };

  it('stores the answers on this device for their person', async () => {
    const { queue, server } = installTestQueue();
    renderRoute(<LoginPage warmPages={() => undefined} />, { path: '/login' });
    const item = { userId: 4, campaignId: 2, testId: 9, type: 'DATA', version: 3, data: '{"step":3}' };
    upload(JSON.stringify({ kind: ITEMS_FILE_KIND, userId: 4, savedAt: '2026-01-01T00:00:00.000Z', items: [item] }));
    expect(await screen.findByText('1 risposta dal file è pronta: partirà al prossimo accesso.')).toBeInTheDocument();
    await queue.start({ user: { id: 4 }, onUnauthorised: jest.fn() });
    await waitFor(() => expect(getQueue().state.pending).toBe(0));
    await act(() => queue.settled());
    expect(server.sent).toContainEqual({ path: '/tests/9/data/2/4', body: { version: 3, data: '{"step":3}' } });
    queue.stop();
  });

  it('refuses a file that is not one, saying so in the page language', async () => {
    installTestQueue();
    renderRoute(<LoginPage warmPages={() => undefined} />, { path: '/login' });
    upload('{"hello": 1}');
    expect(await screen.findByText('Questo non è un file di risposte non inviate di Skillup.')).toBeInTheDocument();
  });
});
