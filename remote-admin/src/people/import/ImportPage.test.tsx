import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RelationRowVerdict } from '@skillup/shared/api/contract';
import type { FakeRoute } from '@skillup/shared/testing';
import { renderPage } from '../../testing/renderAdmin';
import { anImport, aRowVerdict } from '../testing/fixtures';
import { ImportPage } from './ImportPage';
import { RelationsImportPage } from './RelationsImportPage';

const CAMPAIGN = 7;
const IMPORT = `POST /admin/campaigns/${CAMPAIGN}/participants/import`;

const ROWS = [
  aRowVerdict(2),
  aRowVerdict(3, { verdict: 'updated', changes: ['team', 'manager'] }),
  aRowVerdict(4, { verdict: 'unchanged' }),
  aRowVerdict(5, { verdict: 'refused', refusal: { code: 'BAD_EMAIL', message: 'not an address' } }),
  aRowVerdict(6, { verdict: 'refused', refusal: { code: 'MANAGER_NOT_FOUND', message: 'The manager x is nowhere' } }),
];

function render(route: FakeRoute, role = 'admin') {
  return renderPage(<ImportPage campaignId={CAMPAIGN} />, {
    path: `/admin/campaigns/${CAMPAIGN}/people/import`,
    route: '/admin/campaigns/:id/people/import',
    role,
    routes: { [IMPORT]: route },
  });
}

const aFile = (name = 'persone.csv', content = 'email,first name\n') => new File([content], name, { type: 'text/csv' });

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('File delle persone (CSV o XLSX)'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Mostra l’anteprima' }));
}

describe('the import of participants', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('previews every row’s verdict without storing, then commits the same file and says what it did', async () => {
    const { api } = render((request) => {
      const committed = (request.params as { commit?: string } | undefined)?.commit === '1';
      return { status: 200, data: anImport(ROWS, committed) };
    });
    restore = api.restore;
    expect(screen.getByRole('link', { name: 'Scarica il modello CSV' })).toHaveAttribute('href', '/api/admin/participants/template.csv');
    expect(screen.getByRole('link', { name: 'Scarica il modello XLSX' })).toHaveAttribute('href', '/api/admin/participants/template.xlsx');
    const file = aFile();
    choose(file);

    expect(await screen.findByRole('heading', { name: 'Anteprima di persone.csv' })).toHaveFocus();
    const preview = api.requests[0]!;
    expect(preview.params).toBeUndefined();
    expect((preview.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((preview.body as FormData).get('file') as File).name).toBe('persone.csv');
    for (const count of ['5 righe nel file', '1 nuova', '1 aggiornata', '1 invariata', '2 rifiutate'])
      expect(screen.getAllByText(count)[0]).toBeInTheDocument();

    const refused = screen.getByRole('region', { name: 'Tabella: 2 righe rifiutate' });
    const refusedRows = within(refused).getAllByRole('row').slice(1);
    expect(
      refusedRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5', 'Rifiutata', 'L’indirizzo e-mail non è valido.'],
      ['6', 'Rifiutata', 'Il responsabile non è né nel file né nell’azienda.'],
    ]);
    const all = screen.getByRole('region', { name: 'Tabella: Tutte le righe' });
    const verdicts = within(all)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 3)
          .map((cell) => cell.textContent),
      );
    expect(verdicts.slice(0, 3)).toEqual([
      ['Nuova', ''],
      ['Aggiornata', 'Cambiano: team e responsabile.'],
      ['Invariata', ''],
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Mostra' }), { target: { value: 'updated' } });
    expect(within(screen.getByRole('region', { name: 'Tabella: Tutte le righe' })).getAllByRole('row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Importa 3 persone' }));
    expect(await screen.findByRole('heading', { name: 'Importazione fatta' })).toHaveFocus();
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]!.params).toEqual({ commit: '1' });
    const committed = (api.requests[1]!.body as FormData).get('file') as File;
    expect([committed.name, committed.size]).toEqual([file.name, file.size]);
    expect(screen.getByText(/2 persone aggiunte o aggiornate\. 2 righe rifiutate non sono state importate\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai all’avanzamento' })).toHaveAttribute('href', `/admin/campaigns/${CAMPAIGN}/progress`);
    expect(screen.getByRole('link', { name: 'Vai alle persone' })).toHaveAttribute('href', `/admin/campaigns/${CAMPAIGN}/people`);
  });

  it('pages a large preview in the browser', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => aRowVerdict(i + 2));
    const { api } = render({ status: 200, data: anImport(rows) });
    restore = api.restore;
    choose(aFile());
    const all = await screen.findByRole('region', { name: 'Tabella: Tutte le righe' });
    expect(within(all).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Pagina 1 di 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(within(all).getAllByRole('row')[1]).toHaveTextContent('person52@');
    expect(screen.getByRole('button', { name: 'Importa 120 persone' })).toBeEnabled();
  });

  it('refuses in words, before sending, a file that is not CSV or XLSX, or none', async () => {
    const { api } = render({ status: 200, data: anImport(ROWS) });
    restore = api.restore;
    fireEvent.click(screen.getByRole('button', { name: 'Mostra l’anteprima' }));
    expect(await screen.findByText('Scegli un file.')).toBeInTheDocument();
    choose(aFile('persone.pdf'));
    expect(await screen.findByText('Il file deve essere un .csv o un .xlsx.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('says in words what the server refused in the file, and stores nothing', async () => {
    const { api } = render({ status: 400, data: { status: false, code: 'BAD_ENCODING', message: 'The file is not UTF-8 text (a byte 0xE8)' } });
    restore = api.restore;
    choose(aFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Il file non è in UTF-8: salvalo come «CSV UTF-8» e invialo di nuovo.');
    expect(screen.queryByRole('button', { name: /^Importa/ })).toBeNull();
  });

  it('offers no commit when every row is refused', async () => {
    const { api } = render({ status: 200, data: anImport([ROWS[3]!]) });
    restore = api.restore;
    choose(aFile());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importa 0 persone' })).toBeDisabled());
  });

  it('shows a superassessor the templates and no upload', () => {
    const { api } = render({ status: 200, data: anImport(ROWS) }, 'superassessor');
    restore = api.restore;
    expect(screen.getByText('Solo un amministratore può importare persone.')).toBeInTheDocument();
    expect(screen.queryByLabelText('File delle persone (CSV o XLSX)')).toBeNull();
  });
});

describe('the import of 360 relations', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('previews each pair with its relationship or the reason it is refused, and commits the file to the relations import', async () => {
    const RELATIONS = `POST /admin/campaigns/${CAMPAIGN}/relations/import`;
    const pair = (line: number, overrides: Partial<RelationRowVerdict>): RelationRowVerdict => ({
      line,
      cells: { subjectEmail: 'anna.rossi@demo.skillup.test', raterEmail: `rater${line}@demo.skillup.test`, relationship: 'peer' },
      verdict: 'new',
      relationType: 1,
      refusal: null,
      ...overrides,
    });
    const rows = [
      pair(2, {}),
      pair(3, {
        verdict: 'updated',
        relationType: 2,
        cells: { subjectEmail: 'anna.rossi@demo.skillup.test', raterEmail: 'sara@demo.skillup.test', relationship: 'manager' },
      }),
      pair(4, { verdict: 'refused', relationType: null, refusal: { code: 'RATER_NOT_FOUND', message: 'not enrolled' } }),
    ];
    const counts = { rows: 3, new: 1, updated: 1, unchanged: 0, refused: 1 };
    const { api } = renderPage(<RelationsImportPage campaignId={CAMPAIGN} />, {
      path: `/admin/campaigns/${CAMPAIGN}/people/relations`,
      route: '/admin/campaigns/:id/people/relations',
      routes: {
        [RELATIONS]: (request) => {
          const committed = (request.params as { commit?: string } | undefined)?.commit === '1';
          return { status: 200, data: { status: true, committed, counts, skipped: committed ? 1 : 0, rows } };
        },
      },
    });
    restore = api.restore;
    fireEvent.change(screen.getByLabelText('File delle relazioni (CSV o XLSX)'), { target: { files: [aFile('valutatori.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Mostra l’anteprima' }));
    const all = await screen.findByRole('region', { name: 'Tabella: Tutte le righe' });
    expect(
      within(all)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Riga', 'Esito', 'Dettaglio', 'Valutato', 'Valutatore', 'Relazione']);
    expect(
      within(all)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent),
    ).toEqual(['Relazione: collega', 'Relazione: responsabile', 'Il valutatore non è nella campagna.']);
    fireEvent.click(screen.getByRole('button', { name: 'Importa 2 relazioni' }));
    expect(await screen.findByText(/2 relazioni aggiunte o aggiornate\. 1 riga rifiutata non è stata importata\./)).toBeInTheDocument();
    expect(api.requests.map((r) => r.params)).toEqual([undefined, { commit: '1' }]);
  });
});
