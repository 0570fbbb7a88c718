import { screen, within } from '@testing-library/react';
import { aCampaign, aTest, renderWithStore } from '@skillup/shared/testing';
import { Completion } from './Completion';
import { Deadline } from './Deadline';

describe('dashboard', () => {
  const tests = [
    aTest({ id: 1, name: 'In-basket', abbreviation: 'IB', status: 'complete' }),
    aTest({ id: 2, name: 'negoziazione', status: 'complete' }),
    aTest({ id: 3, name: 'Role play', status: 'incomplete' }),
  ];

  it('counts the completed tests, shows an icon for each and the rounded percentage, with the description', () => {
    renderWithStore(<Completion campaign={aCampaign({ description: 'Il percorso', onCompleteText: 'Grazie!' })} tests={tests} />);
    expect(screen.getByText('Completate 2 su 3')).toBeInTheDocument();
    const icons = within(screen.getByRole('list', { name: 'Attività completate' })).getAllByRole('listitem');
    expect(icons.map((icon) => icon.textContent)).toEqual(['IB', 'NE']);
    expect(icons[1]).toHaveAttribute('title', 'negoziazione');
    expect(screen.getByText('Avanzamento 67%')).toBeInTheDocument();
    expect(screen.getByText('Il percorso')).toBeInTheDocument();
    expect(screen.queryByText('Grazie!')).not.toBeInTheDocument();
  });

  it('speaks of a single test in the singular', () => {
    renderWithStore(
      <Completion campaign={aCampaign({ description: 'Il percorso' })} tests={[aTest({ id: 1, name: 'In-basket', status: 'incomplete' })]} />,
    );
    expect(screen.getByText('Completata 0 su 1')).toBeInTheDocument();
  });

  it('shows the on-complete text once every test is complete, the description when there is none', () => {
    const done = tests.map((test) => ({ ...test, status: 'complete' as const }));
    const { unmount } = renderWithStore(<Completion campaign={aCampaign({ description: 'Il percorso', onCompleteText: 'Grazie!' })} tests={done} />);
    expect(screen.getByText('Grazie!')).toBeInTheDocument();
    expect(screen.getByText('Avanzamento 100%')).toBeInTheDocument();
    unmount();
    renderWithStore(<Completion campaign={aCampaign({ description: 'Il percorso', onCompleteText: null })} tests={done} />);
    expect(screen.getByText('Il percorso')).toBeInTheDocument();
  });

  it('shows the deadline as dd.MM.yyyy HH:mm with the share of time elapsed', () => {
    const campaign = { dateStart: new Date(2026, 0, 1, 9, 0).toISOString(), dateEnd: new Date(2026, 0, 11, 9, 0).toISOString() };
    renderWithStore(<Deadline campaign={campaign} now={new Date(2026, 0, 3, 21, 0)} />);
    expect(screen.getByText('Scadenza 11.01.2026 09:00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tempo trascorso' })).toHaveAttribute('aria-valuenow', '25');
  });

  it.each([
    ['before the start', new Date(2025, 11, 1), '0'],
    ['after the end', new Date(2027, 0, 1), '99'],
  ])('clamps the elapsed bar %s', (_when, now, value) => {
    const campaign = { dateStart: new Date(2026, 0, 1).toISOString(), dateEnd: new Date(2026, 0, 11).toISOString() };
    renderWithStore(<Deadline campaign={campaign} now={now} />);
    expect(screen.getByRole('progressbar', { name: 'Tempo trascorso' })).toHaveAttribute('aria-valuenow', value);
  });

  it('shows no deadline for a campaign without an end date', () => {
    renderWithStore(<Deadline campaign={{ dateStart: '2026-01-01T00:00:00Z', dateEnd: null }} now={new Date()} />);
    expect(screen.queryByText(/Scadenza/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
