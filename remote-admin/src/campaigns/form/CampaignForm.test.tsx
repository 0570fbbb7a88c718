import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCampaignCreateRequest } from '@skillup/shared/api/contract';
import type { FakeAnswer } from '@skillup/shared/testing';
import { anAdminCampaign } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const language = (name: string) => within(screen.getByRole('group', { name }));

describe('the new campaign form', () => {
  let restore = () => {};
  afterEach(() => restore());

  function open(post = jest.fn((): FakeAnswer => ({ status: 201, data: { campaign: anAdminCampaign({ id: 77 }), tests: [] } }))) {
    const { api } = renderAdmin({
      path: '/admin/campaigns/new',
      routes: {
        'POST /admin/campaigns': post,
        'GET /admin/campaigns/77': { status: 200, data: { campaign: anAdminCampaign({ id: 77 }), tests: [] } },
        'GET /admin/activities': { status: 200, data: { activities: [] } },
      },
    });
    restore = api.restore;
    return { api, post };
  }

  it('says what is missing, moves the focus to the first field to correct and sends nothing', async () => {
    const { post } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Crea la campagna' }));
    expect(screen.getByRole('alert')).toHaveTextContent('3 campi da correggere');
    const name = language('Italiano').getByRole('textbox', { name: 'Nome' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Scrivi il nome della campagna in almeno una lingua.'));
    expect(screen.getByLabelText(/Data di inizio/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Data di fine/)).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the server’s rules as they are fixed: a name per language written in, end after start, an http(s) logo, thresholds 1–100', async () => {
    const { post } = open();
    type(language('Inglese').getByRole('textbox', { name: 'Messaggio a test completati' }), 'Well done');
    type(screen.getByLabelText(/Data di inizio/), '2026-09-10');
    type(screen.getByLabelText(/Data di fine/), '2026-09-10');
    type(screen.getByRole('textbox', { name: 'Indirizzo del logo' }), 'javascript:alert(1)');
    type(screen.getByRole('spinbutton', { name: 'Soglia dei colleghi' }), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Crea la campagna' }));
    expect(language('Inglese').getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      expect.stringContaining('Scrivi il nome in questa lingua, oppure svuota i suoi testi.'),
    );
    expect(screen.getByLabelText(/Data di fine/)).toHaveAccessibleDescription(expect.stringContaining('La fine deve venire dopo l’inizio.'));
    expect(screen.getByRole('textbox', { name: 'Indirizzo del logo' })).toHaveAccessibleDescription(
      expect.stringContaining('Scrivi un indirizzo che inizi con http:// o https://.'),
    );
    expect(screen.getByRole('spinbutton', { name: 'Soglia dei colleghi' })).toHaveAccessibleDescription(
      expect.stringContaining('Un numero intero da 1 a 100.'),
    );

    type(language('Inglese').getByRole('textbox', { name: 'Nome' }), 'Leadership');
    type(screen.getByLabelText(/Data di fine/), '2026-09-11');
    expect(screen.getByRole('alert')).toHaveTextContent('2 campi da correggere');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the languages written in, with the rest of the campaign, and goes on to its tests', async () => {
    const { post } = open();
    type(language('Italiano').getByRole('textbox', { name: 'Nome' }), '  Leadership 2026 ');
    type(language('Italiano').getByRole('textbox', { name: 'Descrizione' }), '<p>Per i responsabili</p>');
    type(language('Inglese').getByRole('textbox', { name: 'Nome' }), 'Leadership 2026');
    type(language('Inglese').getByRole('textbox', { name: 'Messaggio quando il report non è disponibile' }), 'Soon');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tema' }), { target: { value: 'calendar' } });
    type(screen.getByLabelText(/Data di inizio/), '2026-09-01');
    type(screen.getByLabelText(/Data di fine/), '2026-10-31');
    type(screen.getByRole('textbox', { name: 'Indirizzo del logo' }), ' https://example.com/logo.png ');
    type(screen.getByRole('textbox', { name: "Testo dell'informativa (HTML)" }), '<p>Privacy</p>');
    const with360 = screen.getByRole('checkbox', { name: 'La campagna comprende il feedback 360°' });
    fireEvent.click(with360);
    await waitFor(() => expect(with360).toBeChecked());
    const early = screen.getByRole('checkbox', { name: /Download anticipato/ });
    fireEvent.click(early);
    await waitFor(() => expect(early).toBeChecked());
    type(screen.getByRole('spinbutton', { name: 'Soglia degli altri' }), '5');
    fireEvent.click(screen.getByRole('button', { name: 'Crea la campagna' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [request] = post.mock.calls[0] as unknown as [{ body: AdminCampaignCreateRequest }];
    expect(request.body).toEqual({
      languages: [
        { lang: 'it', name: 'Leadership 2026', description: '<p>Per i responsabili</p>' },
        { lang: 'en', name: 'Leadership 2026', description: '' },
      ],
      theme: 'calendar',
      dateStart: '2026-09-01',
      dateEnd: '2026-10-31',
      privacyAgreement: '<p>Privacy</p>',
      onCompleteText: {},
      noReportText: { en: 'Soon' },
      logo: 'https://example.com/logo.png',
      is360: true,
      selfEvaluation: false,
      report: { canAssessedDownload: false, earlyDownload: true, thresholds: { peers: 3, directReports: 3, others: 5 } },
      retention: { anonymiseAfterDays: 365, deleteAfterDays: 730 },
    });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/campaigns/77/tests'));
  }, 20_000);

  it('shows what the server refuses beside the button, in the interface language with the server’s own words', async () => {
    open(
      jest.fn((): FakeAnswer => ({
        status: 400,
        data: { status: false, code: 'END_BEFORE_START', message: 'the campaign must end after it starts' },
      })),
    );
    type(language('Italiano').getByRole('textbox', { name: 'Nome' }), 'Leadership');
    type(screen.getByLabelText(/Data di inizio/), '2026-09-01');
    type(screen.getByLabelText(/Data di fine/), '2026-10-31');
    fireEvent.click(screen.getByRole('button', { name: 'Crea la campagna' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La campagna deve finire dopo essere iniziata.');
    expect(alert).toHaveTextContent('Risposta del server: «the campaign must end after it starts» (codice END_BEFORE_START)');
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/campaigns/new');
  });
});

describe('the settings of a campaign', () => {
  let restore = () => {};
  afterEach(() => restore());

  const saved = anAdminCampaign({
    id: 11,
    privacyAgreement: '<p>Trattiamo i tuoi dati.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    noReportText: { it: 'Presto' },
    report: { canAssessedDownload: true, earlyDownload: false, thresholds: { peers: 4, directReports: 3, others: 3 } },
  });

  it('shows the campaign as saved, previews the notice inert as participants see it, and saves a change', async () => {
    const patch = jest.fn(() => ({ status: 200, data: { campaign: { ...saved, dateEnd: '2026-11-30T00:00:00.000Z' }, tests: [] } }));
    const { api } = renderAdmin({
      path: '/admin/campaigns/11',
      routes: { 'GET /admin/campaigns/11': { status: 200, data: { campaign: saved, tests: [] } }, 'PATCH /admin/campaigns/11': patch },
    });
    restore = api.restore;
    expect(await screen.findByRole('heading', { name: 'Leadership 2026', level: 2 })).toBeInTheDocument();
    expect(language('Italiano').getByRole('textbox', { name: 'Nome' })).toHaveValue('Leadership 2026');
    expect(screen.getByLabelText(/Data di inizio/)).toHaveValue('2026-09-01');
    expect(screen.getByRole('spinbutton', { name: 'Soglia dei colleghi' })).toHaveValue(4);
    expect(screen.getByRole('checkbox', { name: 'Il partecipante può scaricare il proprio report' })).toBeChecked();
    const preview = screen.getByRole('region', { name: "Anteprima dell'informativa come la vedranno i partecipanti" });
    expect(preview).toHaveTextContent('Trattiamo i tuoi dati.');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).not.toHaveAttribute('onerror');

    type(screen.getByRole('textbox', { name: "Testo dell'informativa (HTML)" }), '<p>Nuovo testo</p>');
    expect(screen.getByText(/L'anteprima mostra il testo salvato/)).toBeInTheDocument();
    type(screen.getByLabelText(/Data di fine/), '2026-11-30');
    fireEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Modifiche salvate.')).toBeInTheDocument();
    const [request] = patch.mock.calls[0] as unknown as [{ body: AdminCampaignCreateRequest }];
    expect(request.body).toMatchObject({ dateEnd: '2026-11-30', privacyAgreement: '<p>Nuovo testo</p>', noReportText: { it: 'Presto' } });
    expect(screen.getByLabelText(/Data di fine/)).toHaveValue('2026-11-30');
  });

  it('edits the retention with its defaults shown, says before sending what the server would refuse, and shows when the campaign closed', async () => {
    const closed = anAdminCampaign({ ...saved, closedAt: '2026-10-02T08:00:00.000Z', anonymisedAt: null });
    const patch = jest.fn(() => ({
      status: 200,
      data: { campaign: { ...closed, retention: { anonymiseAfterDays: 30, deleteAfterDays: 60 } }, tests: [] },
    }));
    const { api } = renderAdmin({
      path: '/admin/campaigns/11',
      routes: { 'GET /admin/campaigns/11': { status: 200, data: { campaign: closed, tests: [] } }, 'PATCH /admin/campaigns/11': patch },
    });
    restore = api.restore;
    const group = within(await screen.findByRole('group', { name: 'Conservazione dei dati' }));
    const unlink = group.getByRole('spinbutton', { name: /Scollega le persone dopo/ });
    const remove = group.getByRole('spinbutton', { name: /Cancella la campagna dopo/ });
    expect(unlink).toHaveValue(365);
    expect(unlink).toHaveAccessibleDescription('Predefinito: 365 giorni.');
    expect(remove).toHaveValue(730);
    expect(group.getByText(/^Chiusa il 2 ott 2026\.$/)).toBeInTheDocument();

    type(unlink, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(unlink).toHaveAccessibleDescription(expect.stringContaining('Un numero intero di giorni da 1 a 36500.'));
    expect(unlink).toHaveFocus();
    type(unlink, '90');
    type(remove, '30');
    expect(remove).toHaveAccessibleDescription(expect.stringContaining('La cancellazione non può venire prima dello scollegamento delle persone.'));
    fireEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(patch).not.toHaveBeenCalled();

    type(unlink, '30');
    type(remove, '60');
    fireEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Modifiche salvate.')).toBeInTheDocument();
    const [request] = patch.mock.calls[0] as unknown as [{ body: AdminCampaignCreateRequest }];
    expect(request.body.retention).toEqual({ anonymiseAfterDays: 30, deleteAfterDays: 60 });
    expect(unlink).toHaveValue(30);
  }, 20_000);

  it('says when the people of a closed campaign were unlinked', async () => {
    const unlinked = anAdminCampaign({ ...saved, closedAt: '2026-10-02T08:00:00.000Z', anonymisedAt: '2027-10-02T03:00:00.000Z' });
    const { api } = renderAdmin({
      path: '/admin/campaigns/11',
      routes: { 'GET /admin/campaigns/11': { status: 200, data: { campaign: unlinked, tests: [] } } },
    });
    restore = api.restore;
    expect(await screen.findByText('Chiusa il 2 ott 2026; persone scollegate il 2 ott 2027.')).toBeInTheDocument();
  });

  it('is read-only for a superassessor', async () => {
    const { api } = renderAdmin({
      path: '/admin/campaigns/11',
      role: 'superassessor',
      routes: { 'GET /admin/campaigns/11': { status: 200, data: { campaign: saved, tests: [] } } },
    });
    restore = api.restore;
    expect(await screen.findByText('Puoi consultare le campagne ma non modificarle.')).toBeInTheDocument();
    expect(language('Italiano').getByRole('textbox', { name: 'Nome' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salva le modifiche' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Avvia la campagna' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Versioni' })).toBeNull();
  });

  it('says so for a campaign that is not there', async () => {
    const { api } = renderAdmin({
      path: '/admin/campaigns/999',
      routes: { 'GET /admin/campaigns/999': { status: 404, data: { status: false, code: 'CAMPAIGN_NOT_FOUND', message: 'campaign not found' } } },
    });
    restore = api.restore;
    expect(await screen.findByText('Questa campagna non esiste o non è della tua azienda.')).toBeInTheDocument();
  });
});
