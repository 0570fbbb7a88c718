import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCampaignCreateRequest } from '@skillup/shared/api/contract';
import type { FakeAnswer } from '@skillup/shared/testing';
import { anAdminCampaign } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/renderAdmin';

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const language = (name: string) => within(screen.getByRole('group', { name }));
const reminderDays = () => within(screen.getByRole('group', { name: 'Giorni prima della fine' }));
const remindersOn = () => screen.getByRole('checkbox', { name: /^Invia promemoria prima della data di fine/ });
const NO_END = 'La campagna non ha una data di fine: nessun promemoria partirà finché non ne avrà una.';

/** Checks or unchecks a checkbox: it tells the form a moment after the click. */
async function flip(checkbox: HTMLElement) {
  const was = (checkbox as HTMLInputElement).checked;
  await act(async () => {
    fireEvent.click(checkbox);
    await Promise.resolve();
  });
  expect((checkbox as HTMLInputElement).checked).toBe(!was);
}

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
      reminders: { daysBefore: [7, 2, 0] },
    });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/campaigns/77/tests'));
  }, 20_000);

  it('sends reminders on the usual days unless changed, and asks for a day rather than sending none', async () => {
    const { post } = open();
    type(language('Italiano').getByRole('textbox', { name: 'Nome' }), 'Leadership');
    type(screen.getByLabelText(/Data di inizio/), '2026-09-01');
    type(screen.getByLabelText(/Data di fine/), '2026-10-31');
    expect(remindersOn()).toBeChecked();
    expect(remindersOn()).toHaveAccessibleName(expect.stringContaining('alle 9:00 nel fuso orario di ciascuno'));
    expect(remindersOn()).toHaveAccessibleName(expect.stringContaining('parte il venerdì prima'));
    expect(remindersOn()).toHaveAccessibleName(expect.stringContaining('solo chi ha ancora test da finire'));
    const days = reminderDays()
      .getAllByRole('checkbox')
      .map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]);
    expect(days).toEqual([
      ['14 giorni prima', false],
      ['7 giorni prima', true],
      ['3 giorni prima', false],
      ['2 giorni prima', true],
      ['1 giorno prima', false],
      ['L’ultimo giorno', true],
    ]);

    for (const name of ['7 giorni prima', '2 giorni prima', 'L’ultimo giorno']) await flip(reminderDays().getByRole('checkbox', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Crea la campagna' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Un campo da correggere');
    const first = reminderDays().getByRole('checkbox', { name: '14 giorni prima' });
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Scegli almeno un giorno, oppure disattiva i promemoria.');
    expect(post).not.toHaveBeenCalled();

    await flip(first);
    await flip(reminderDays().getByRole('checkbox', { name: '1 giorno prima' }));
    expect(screen.queryByText('Scegli almeno un giorno, oppure disattiva i promemoria.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crea la campagna' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [request] = post.mock.calls[0] as unknown as [{ body: AdminCampaignCreateRequest }];
    expect(request.body.reminders).toEqual({ daysBefore: [14, 1] });
  }, 20_000);

  it('says that no reminder goes without an end date, while reminders are on', async () => {
    open();
    expect(await screen.findByText(NO_END)).toBeInTheDocument();
    type(screen.getByLabelText(/Data di fine/), '2026-10-31');
    expect(screen.queryByText(NO_END)).toBeNull();
    type(screen.getByLabelText(/Data di fine/), '');
    expect(screen.getByText(NO_END)).toBeInTheDocument();
    await flip(remindersOn());
    expect(screen.queryByText(NO_END)).toBeNull();
  });

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

  it('shows the campaign’s reminder days, other ones too, and turning reminders off sends none', async () => {
    const own = anAdminCampaign({ ...saved, reminders: { daysBefore: [10, 1] } });
    const patch = jest.fn(() => ({ status: 200, data: { campaign: { ...own, reminders: { daysBefore: [] } }, tests: [] } }));
    const { api } = renderAdmin({
      path: '/admin/campaigns/11',
      routes: { 'GET /admin/campaigns/11': { status: 200, data: { campaign: own, tests: [] } }, 'PATCH /admin/campaigns/11': patch },
    });
    restore = api.restore;
    await screen.findByRole('heading', { name: 'Leadership 2026', level: 2 });
    expect(screen.queryByText(NO_END)).toBeNull();
    const checked = reminderDays()
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')?.textContent);
    expect(checked).toEqual(['10 giorni prima', '1 giorno prima']);
    // A day of the campaign's own stays offered once unchecked, to be checked again.
    await flip(reminderDays().getByRole('checkbox', { name: '10 giorni prima' }));
    expect(reminderDays().getByRole('checkbox', { name: '10 giorni prima' })).not.toBeChecked();

    await flip(remindersOn());
    expect(screen.queryByRole('group', { name: 'Giorni prima della fine' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(await screen.findByText('Modifiche salvate.')).toBeInTheDocument();
    const [request] = patch.mock.calls[0] as unknown as [{ body: AdminCampaignCreateRequest }];
    expect(request.body.reminders).toEqual({ daysBefore: [] });
    // Saved off: turning them on again offers the usual days.
    expect(remindersOn()).not.toBeChecked();
    await flip(remindersOn());
    expect(reminderDays().getByRole('checkbox', { name: '7 giorni prima' })).toBeChecked();
  }, 20_000);

  it('says that a campaign without an end date sends no reminder until it has one', async () => {
    const noEnd = anAdminCampaign({ ...saved, dateEnd: null });
    const { api } = renderAdmin({
      path: '/admin/campaigns/11',
      routes: { 'GET /admin/campaigns/11': { status: 200, data: { campaign: noEnd, tests: [] } } },
    });
    restore = api.restore;
    const section = within(await screen.findByRole('group', { name: 'Promemoria' }));
    expect(section.getByText(NO_END)).toBeInTheDocument();
    await flip(remindersOn());
    expect(section.queryByText(NO_END)).toBeNull();
  });

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
