import { screen, within } from '@testing-library/react';
import type { Feedback360Part as Part } from '@skillup/shared/api/contract';
import { renderWithStore } from '@skillup/shared/testing';
import { Feedback360Part } from './Feedback360Part';
import { formatGap, share360 } from './format';
import './i18n';

const part: Part = {
  skills: [
    {
      skillId: 10,
      name: 'Ascolto ed empatia',
      figures: [
        { group: 'self', state: 'shown', raters: 1, value: 4.3 },
        { group: 'manager', state: 'hidden', raters: null, value: null },
        { group: 'peers', state: 'shown', raters: 3, value: 3.2 },
        { group: 'directReports', state: 'hidden', raters: null, value: null },
        { group: 'others', state: 'shown', raters: 6, value: 3.3 },
      ],
      gap: 1,
      gapKind: 'blindSpot',
    },
    {
      skillId: 11,
      name: 'Metodo',
      figures: [
        { group: 'self', state: 'shown', raters: 1, value: 2 },
        { group: 'manager', state: 'empty', raters: null, value: null },
        { group: 'peers', state: 'shown', raters: 3, value: 3.5 },
        { group: 'directReports', state: 'empty', raters: null, value: null },
        { group: 'others', state: 'shown', raters: 3, value: 3.5 },
      ],
      gap: -1.5,
      gapKind: 'hiddenStrength',
    },
  ],
  comments: [{ question: 'Che cosa apprezzi?', texts: ['Ascolta tutti.', 'Decide con chiarezza.', 'È disponibile.'] }],
  selfComments: [{ question: 'Che cosa apprezzi?', texts: ['Tengo fede agli impegni.'] }],
  thresholds: { self: 1, manager: 1, peers: 3, directReports: 3, others: 3, comments: 3 },
  gapThreshold: 1,
  updatedAt: '2026-11-02T09:00:00.000Z',
};

describe('the 360 part of the report page', () => {
  it('gives each skill a table of its groups, hidden groups without a figure, and marks the gaps', () => {
    renderWithStore(<Feedback360Part part={part} />);
    const section = screen.getByRole('region', { name: /Feedback 360°/ });
    const table = within(section).getByRole('table', { name: 'Feedback 360° per Ascolto ed empatia: media per gruppo di valutatori' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'GruppoMediaValutatori',
      'Autovalutazione4.31',
      "ResponsabileNon mostrato, per l'anonimato–",
      'Colleghi3.23',
      "CollaboratoriNon mostrato, per l'anonimato–",
      'Tutti gli altri3.36',
    ]);
    expect(within(section).getByText('Punto cieco')).toBeInTheDocument();
    expect(within(section).getByText('Forza nascosta')).toBeInTheDocument();
    expect(within(section).getByText('Scarto tra autovalutazione e altri: −1.5')).toBeInTheDocument();
    expect(within(section).getAllByText('Nessun valutatore')).toHaveLength(2);
    expect(section).not.toHaveTextContent('NaN');
  });

  it("lists the others' comments and the participant's own apart", () => {
    renderWithStore(<Feedback360Part part={part} />);
    const others = screen.getByRole('region', { name: 'Commenti' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ascolta tutti.', 'Decide con chiarezza.', 'È disponibile.']);
    const own = screen.getByRole('region', { name: "Commenti dell'autovalutazione" });
    expect(within(own).getByText('Tengo fede agli impegni.')).toBeInTheDocument();
    expect(others).not.toHaveTextContent('Tengo fede agli impegni.');
  });

  it('says when the part last took in evaluations, and why they come in together', () => {
    renderWithStore(<Feedback360Part part={part} />);
    expect(screen.getByTestId('report-360-updated')).toHaveTextContent(
      'Aggiornato il 2 novembre 2026: le nuove valutazioni entrano insieme, quando sono abbastanza da non far riconoscere nessuno.',
    );
  });

  it('says why there are no comments', () => {
    renderWithStore(<Feedback360Part part={{ ...part, comments: [], selfComments: [] }} />);
    expect(screen.getByText('I commenti sono mostrati quando almeno 3 persone hanno risposto.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Commenti dell'autovalutazione" })).toBeNull();
  });

  it('signs gaps and draws bars from 1 to 5', () => {
    expect([formatGap(1), formatGap(-0.4), formatGap(0)]).toEqual(['+1.0', '−0.4', '0.0']);
    expect([share360(1), share360(3), share360(5)]).toEqual([0, 50, 100]);
  });
});
