import { act, fireEvent, screen, within } from '@testing-library/react';
import { aCampaign, aTest } from '@skillup/shared/testing';
import { renderArea } from '../testing/renderArea';

/** A closed campaign entered for its report (docs/areas/admin.md, "Lifecycle"): tests to look at, none to start. */
const closed = aCampaign({ id: 42, closed: true, state: 'REPORT' });
const tests = [
  aTest({ id: 1, name: 'In-basket', abbreviation: 'IB', position: 1, status: 'complete' }),
  aTest({ id: 2, name: 'Negoziazione', position: 2, status: 'incomplete' }),
  aTest({ id: 3, name: 'Role play', position: 3, prerequisites: [2] }),
];
const NOTICE = 'La campagna è chiusa: puoi leggere il tuo report.';
const taskButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });

describe('Task Room of a closed campaign', () => {
  let view: ReturnType<typeof renderArea>;
  afterEach(() => {
    view.api.restore();
    jest.useRealTimers();
  });

  it('says the campaign is closed and leads to the report', async () => {
    view = renderArea({ tests, campaign: closed });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Leggi il tuo report' }));
    expect(view.router.state.location.pathname).toBe('/report');
  });

  it('lists the tests with their state, and neither previews, explains nor starts any', async () => {
    view = renderArea({ tests, campaign: closed });
    await screen.findByRole('region', { name: 'Le tue attività' });
    expect(within(taskButton('In-basket')).getByRole('img', { name: 'Completata' })).toBeInTheDocument();
    expect(within(taskButton('Negoziazione')).getByRole('img', { name: 'In corso' })).toBeInTheDocument();
    expect(within(taskButton('Role play')).getByRole('img', { name: 'Bloccata' })).toBeInTheDocument();
    jest.useFakeTimers();
    for (const name of ['In-basket', 'Negoziazione', 'Role play']) {
      expect(taskButton(name)).toHaveAttribute('aria-disabled', 'true');
      fireEvent.mouseEnter(taskButton(name));
      act(() => jest.advanceTimersByTime(200));
      fireEvent.click(taskButton(name));
    }
    expect(screen.queryByRole('button', { name: /^(Inizia|Continua) / })).not.toBeInTheDocument();
    expect(screen.queryByText('Completa Negoziazione per sbloccare questa attività')).not.toBeInTheDocument();
    expect(screen.getByText('Completate 1 su 3')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('on a phone, keeps the tests to look at and opens none of them', async () => {
    view = renderArea({ tests, campaign: closed, mobile: true });
    fireEvent.click(await screen.findByRole('link', { name: 'Vai alle attività' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Negoziazione / }));
    expect(view.router.state.location.pathname).toBe('/tests');
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it.each(['/start', '/test'])('sends %s back home', async (path) => {
    view = renderArea({ path, tests, campaign: closed, current: tests[1] });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
  });
});
