import { AreaView, AreaViewContext } from '@skillup/shared/routing';
import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderRoute } from '../testing/renderRoute';
import { AreaLoadError, AreaViewMissingError } from './areaLoader';
import { areaLoader } from './defaultLoader';
import { LoadedAreaView } from './LoadedAreaView';

jest.mock('./defaultLoader', () => ({ areaLoader: { loadView: jest.fn(), forget: jest.fn() } }));
const loader = areaLoader as jest.Mocked<typeof areaLoader>;

const Report = (({ campaignId, userId }: { campaignId: number; userId: number }) => (
  <p>
    report of {userId} in {campaignId}
  </p>
)) as ComponentType<unknown>;

function render() {
  return renderRoute(
    <AreaViewContext.Provider value={LoadedAreaView}>
      <AreaView remote="report" view="PersonReport" campaignId={7} props={{ userId: 12 }} />
    </AreaViewContext.Provider>,
    { path: '*', url: '/admin' },
  );
}

describe('LoadedAreaView', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.loadView.mockReset();
    loader.forget.mockReset();
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the view of the campaign's version with the campaign and the props it is given", async () => {
    loader.loadView.mockResolvedValue(Report);
    render();
    expect(await screen.findByText('report of 12 in 7')).toBeInTheDocument();
    expect(loader.loadView).toHaveBeenCalledWith('report', 7, 'PersonReport');
  });

  it('offers Retry when the view cannot load, and Retry loads the versions again', async () => {
    loader.loadView.mockRejectedValueOnce(new AreaLoadError('report', ['1.0.0'])).mockResolvedValue(Report);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Riprova' }));
    expect(loader.forget).toHaveBeenCalledWith('report', 7);
    expect(await screen.findByText('report of 12 in 7')).toBeInTheDocument();
  });

  it('says the version does not offer the view, without a Retry that cannot help', async () => {
    loader.loadView.mockRejectedValue(new AreaViewMissingError('report', 'PersonReport', '1.0.0'));
    render();
    expect(await screen.findByText('Questa vista non si può mostrare qui')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
  });

  it('keeps a view that fails while rendering to itself, with Retry', async () => {
    const Broken = (() => {
      throw new Error('broken view');
    }) as ComponentType<unknown>;
    loader.loadView.mockResolvedValue(Broken);
    render();
    expect(await screen.findByText("Si è verificato un errore in quest'area")).toBeInTheDocument();
  });
});
