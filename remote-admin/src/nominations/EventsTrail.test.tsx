import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@skillup/shared';
import { renderWithStore } from '@skillup/shared/testing';
import '../i18n';
import { EventsTrail } from './EventsTrail';
import { formatDateTime } from '../progress/format';
import { anEvent } from './testing/fixtures';

const trail = () => screen.getByRole('list', { name: 'Storico delle nomine' });

describe('the nomination trail', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('it');
  });

  it('tells each entry: when, who, what, about whom, in which group and why', () => {
    const denied = anEvent({ at: '2026-09-16T12:05:00.000Z', actor: 'Paolo Verdi', action: 'denied', reason: 'Lavorano in sedi diverse' });
    renderWithStore(<EventsTrail events={[denied, anEvent(), anEvent({ actor: null, action: 'approved' })]} />);
    const entries = within(trail()).getAllByRole('listitem');
    expect(entries).toHaveLength(3);

    const [first, second, third] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText(formatDateTime(denied.at, 'it'))).toHaveAttribute('dateTime', denied.at);
    expect(first).toHaveTextContent('da Paolo Verdi');
    expect(first).toHaveTextContent('Nomina rifiutata');
    expect(first).toHaveTextContent('Persona valutata:Francesca Ricci');
    expect(first).toHaveTextContent('Persona nominata:Luca Bianchi');
    expect(first).toHaveTextContent('Gruppo:Colleghi');
    expect(first).toHaveTextContent('Motivo:Lavorano in sedi diverse');
    expect(second).toHaveTextContent('Nomina aggiunta');
    expect(second).not.toHaveTextContent('Motivo');
    expect(third).toHaveTextContent('Automatico, o da una persona cancellata');
  });

  it('shows a change of the settings without a person or a group', () => {
    renderWithStore(<EventsTrail events={[anEvent({ action: 'settings', actor: 'Anna HR', evaluated: null, nominee: null, group: null })]} />);
    const [entry] = within(trail()).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Impostazioni cambiate');
    expect(entry).not.toHaveTextContent('Persona valutata');
    expect(entry).not.toHaveTextContent('Gruppo');
  });

  it('writes the moment in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    renderWithStore(<EventsTrail events={[anEvent()]} />);
    const list = screen.getByRole('list', { name: 'Nomination history' });
    expect(within(list).getByText(formatDateTime(anEvent().at, 'en'))).toBeInTheDocument();
    expect(formatDateTime('2026-09-14T12:00:00.000Z', 'en')).toMatch(/^Sep 14, 2026/);
    expect(formatDateTime('2026-09-14T12:00:00.000Z', 'it')).toMatch(/^14 set 2026/);
    expect(within(list).getByText('Nomination added')).toBeInTheDocument();
  });

  it('shows fifty entries at a time', () => {
    renderWithStore(<EventsTrail events={Array.from({ length: 51 }, (_, index) => anEvent({ nominee: `Persona ${index + 1}` }))} />);
    expect(within(trail()).getAllByRole('listitem')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra un’altra voce' }));
    expect(within(trail()).getAllByRole('listitem')).toHaveLength(51);
    expect(screen.queryByRole('button', { name: /Mostra/ })).toBeNull();
  });

  it('says when nothing has happened yet', () => {
    renderWithStore(<EventsTrail events={[]} />);
    expect(screen.getByText('Ancora nessuna nomina.')).toBeInTheDocument();
  });
});
