import { selectedCampaignQuery } from '@skillup/shared/query';
import { aCampaign } from '@skillup/shared/testing';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../testing/renderRoute';
import { AreaLoadError, type LoadedArea } from './areaLoader';
import { areaLoader } from './defaultLoader';
import { RemoteArea } from './RemoteArea';

jest.mock('./defaultLoader', () => ({ areaLoader: { load: jest.fn(), forget: jest.fn() } }));
const loader = areaLoader as jest.Mocked<typeof areaLoader>;

const loaded = (text: string): LoadedArea => ({ Component: () => <p>{text}</p>, version: '1.0.0', fellBack: false, exposes: ['App'] });

function render() {
  return renderRoute(<RemoteArea remote="report" />, { path: '*', url: '/report', cached: [[selectedCampaignQuery.queryKey, aCampaign({ id: 7 })]] });
}

describe('RemoteArea', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.load.mockReset();
    loader.forget.mockReset();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the area of the campaign once it has loaded, loading it once', async () => {
    loader.load.mockResolvedValue(loaded('the report'));
    render();
    expect(await screen.findByText('the report')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(loader.load).toHaveBeenCalledWith('report', 7);
  });

  it('shows an error with Retry when the area cannot load; Retry forgets the versions and loads again', async () => {
    loader.load.mockRejectedValueOnce(new AreaLoadError('report', ['1.0.0'])).mockResolvedValue(loaded('back again'));
    render();
    fireEvent.click(await screen.findByRole('button', { name: /riprova/i }));
    expect(loader.forget).toHaveBeenCalledWith('report', 7);
    expect(await screen.findByText('back again')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
  });
  it('loads again by itself when the connection returns, without Riprova', async () => {
    loader.load.mockRejectedValueOnce(new AreaLoadError('report', ['1.0.0'])).mockResolvedValueOnce(loaded('the report'));
    render();
    expect(await screen.findByText("Impossibile caricare quest'area")).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('the report')).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('offline, an area never loaded says the device is offline instead of spinning, and loads when the connection returns', async () => {
    loader.load.mockResolvedValue(loaded('the Task Room'));
    act(() => onlineManager.setOnline(false));
    try {
      render();
      expect(await screen.findByText('Questo dispositivo è offline')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(/si aprirà da sola appena torna la connessione/);
      expect(loader.load).not.toHaveBeenCalled();
      act(() => onlineManager.setOnline(true));
      expect(await screen.findByText('the Task Room')).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('says that no version is registered, instead of asking to check the connection', async () => {
    loader.load.mockRejectedValue(new AreaLoadError('report', []));
    render();
    expect(await screen.findByText("Quest'area non è disponibile per la campagna")).toBeInTheDocument();
    expect(screen.getByText(/Nessuna versione di report è registrata/)).toBeInTheDocument();
    expect(screen.queryByText(/Controlla la connessione/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
  });
});
