import { screen, within } from '@testing-library/react';
import { renderWithStore } from '@skillup/shared/testing';
import '../i18n';
import { formatDateTime } from '../progress/format';
import { RaterCounts } from './RaterCounts';
import { aGroup, anEvaluated } from './testing/fixtures';

/** A table's body rows as the texts of their cells, the row's header first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

describe('the raters of each evaluated person', () => {
  it('shows per group how many were invited, started and finished, and who is still waiting for approval', () => {
    const submittedAt = '2026-09-15T07:00:00.000Z';
    renderWithStore(
      <RaterCounts
        mode="manager"
        people={[
          anEvaluated({
            submittedAt,
            groups: [
              aGroup({ approved: 4, pending: 2, invited: 4, started: 3, done: 1 }),
              aGroup({ group: 'manager', approved: 1, invited: 1, started: 1, done: 1 }),
            ],
          }),
          anEvaluated({
            person: { id: 42, firstName: 'Marco', lastName: 'Conti', team: null },
            groups: [aGroup({ invited: 0, started: 0, done: 0, approved: 0 })],
          }),
        ]}
      />,
    );
    const francesca = screen.getByRole('region', { name: 'Francesca Ricci' });
    expect(within(francesca).getByText(`Nomine inviate il ${formatDateTime(submittedAt, 'it')}`)).toBeInTheDocument();
    const table = within(francesca).getByRole('table', { name: 'Valutatori di Francesca Ricci per gruppo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 4)
        .map((header) => header.textContent),
    ).toEqual(['Gruppo', 'Invitati', 'Hanno iniziato', 'Hanno finito']);
    expect(rowsOf(table)).toEqual([
      ['Colleghi2 in attesa di approvazione', '4', '3', '1'],
      ['Responsabile', '1', '1', '1'],
    ]);

    const marco = screen.getByRole('region', { name: 'Marco Conti' });
    expect(within(marco).getByText('Nomine non ancora inviate')).toBeInTheDocument();
    expect(rowsOf(within(marco).getByRole('table'))).toEqual([['Colleghi', '0', '0', '0']]);
  });

  it('says when there is nobody to evaluate', () => {
    renderWithStore(<RaterCounts mode="hr" people={[]} />);
    expect(screen.getByText('La campagna non ha ancora persone da valutare.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
