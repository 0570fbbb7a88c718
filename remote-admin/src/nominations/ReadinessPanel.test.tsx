import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from '@skillup/shared';
import { renderWithStore } from '@skillup/shared/testing';
import '../i18n';
import { ReadinessPanel } from './ReadinessPanel';
import { anEvaluated } from './testing/fixtures';

const francesca = anEvaluated({
  short: [
    { group: 'peers', code: 'BELOW_THRESHOLD', have: 2, needed: 3 },
    { group: 'others', code: 'BELOW_MINIMUM', have: 1, needed: 2 },
  ],
});
const marco = anEvaluated({
  person: { id: 42, firstName: 'Marco', lastName: 'Conti', team: null },
  short: [{ group: 'manager', code: 'NO_MANAGER', have: 0, needed: 1 }],
});
const giulia = anEvaluated({ person: { id: 43, firstName: 'Giulia', lastName: 'Neri', team: null } });

describe('the groups below threshold', () => {
  // Unmounted first: the panel would otherwise re-render outside the test on the change back.
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('it');
  });

  it('lists each short group with its person, its group and why, and counts them', () => {
    renderWithStore(<ReadinessPanel people={[francesca, giulia, marco]} />);
    const panel = screen.getByRole('region', { name: 'Gruppi sotto soglia (3)' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Francesca Ricci — Colleghi: 2 di 3 necessari per l’anonimato',
      'Francesca Ricci — Altri: 1, sotto il minimo di 2',
      'Marco Conti — Responsabile: nessun responsabile',
    ]);
    expect(within(panel).queryByText(/Giulia/)).toBeNull();
  });

  it('says so when every group reaches what it needs', () => {
    renderWithStore(<ReadinessPanel people={[giulia]} />);
    const panel = screen.getByRole('region', { name: 'Gruppi sotto soglia (0)' });
    expect(within(panel).getByText('Tutti i gruppi raggiungono le soglie.')).toBeInTheDocument();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('en');
    renderWithStore(<ReadinessPanel people={[francesca]} />);
    const panel = screen.getByRole('region', { name: 'Groups below threshold (2)' });
    expect(within(panel).getByText('Francesca Ricci — Peers: 2 of 3 needed for anonymity')).toBeInTheDocument();
  });
});
