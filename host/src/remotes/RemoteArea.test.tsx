import { act, screen } from '@testing-library/react';
import { selectedCampaignAtom } from '@skillup/shared';
import { aCampaign, renderWithStore } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import { AreaLoadError, type LoadedArea } from './areaLoader';
import { areaLoader } from './defaultLoader';
import { RemoteArea } from './RemoteArea';

jest.mock('./defaultLoader', () => ({ areaLoader: { load: jest.fn(), forget: jest.fn() } }));

const load = areaLoader.load as jest.MockedFunction<typeof areaLoader.load>;

function renderArea() {
  const store = createStore();
  store.set(selectedCampaignAtom, aCampaign({ id: 7 }));
  return renderWithStore(<RemoteArea remote="taskroom" />, { store });
}

const anArea = (text: string): LoadedArea => ({ Component: () => <p>{text}</p>, version: '1.0.0', fellBack: false });

afterEach(() => jest.clearAllMocks());

describe('a federated area that fails to load', () => {
  it('loads again by itself when the connection returns, without Riprova', async () => {
    load.mockRejectedValueOnce(new AreaLoadError('taskroom', ['1.0.0'])).mockResolvedValueOnce(anArea('Task Room'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea();
    expect(await screen.findByText("Impossibile caricare quest'area")).toBeInTheDocument();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await screen.findByText('Task Room')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says that no version is registered, instead of asking to check the connection', async () => {
    load.mockRejectedValue(new AreaLoadError('taskroom', []));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea();
    expect(await screen.findByText("Quest'area non è disponibile per la campagna")).toBeInTheDocument();
    expect(screen.getByText(/Nessuna versione di taskroom è registrata/)).toBeInTheDocument();
    expect(screen.queryByText(/Controlla la connessione/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
  });
});
