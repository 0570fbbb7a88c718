import type { Language, ParticipantProgressState, ProgressTestStatus } from '@skillup/shared/api/contract';

/** The words of the progress file, in the language of the person who downloads it. */
export interface CsvLabels {
  lastName: string;
  firstName: string;
  email: string;
  team: string;
  manager: string;
  active: string;
  yes: string;
  no: string;
  /** The two columns of each test: its status, and the date of its last save. */
  testStatus: (test: string) => string;
  testDate: (test: string) => string;
  completed: string;
  state: string;
  statuses: Record<ProgressTestStatus, string>;
  states: Record<ParticipantProgressState, string>;
  ratingsGiven: string;
  ratingsAssigned: string;
  ratersDone: string;
  raters: string;
}

export const CSV_LABELS: Record<Language, CsvLabels> = {
  it: {
    lastName: 'Cognome',
    firstName: 'Nome',
    email: 'E-mail',
    team: 'Team',
    manager: 'Responsabile',
    active: 'Attivo',
    yes: 'sì',
    no: 'no',
    testStatus: (test) => `${test} - stato`,
    testDate: (test) => `${test} - ultimo salvataggio (UTC)`,
    completed: 'Test completati',
    state: 'Stato',
    statuses: { 'not attempted': 'Non iniziato', incomplete: 'In corso', complete: 'Completato' },
    states: { 'not started': 'Non iniziato', 'in progress': 'In corso', complete: 'Completato' },
    ratingsGiven: '360 - valutazioni completate',
    ratingsAssigned: '360 - valutazioni assegnate',
    ratersDone: '360 - valutatori che hanno completato',
    raters: '360 - valutatori',
  },
  en: {
    lastName: 'Last name',
    firstName: 'First name',
    email: 'E-mail',
    team: 'Team',
    manager: 'Manager',
    active: 'Active',
    yes: 'yes',
    no: 'no',
    testStatus: (test) => `${test} - status`,
    testDate: (test) => `${test} - last saved (UTC)`,
    completed: 'Tests complete',
    state: 'State',
    statuses: { 'not attempted': 'Not started', incomplete: 'In progress', complete: 'Complete' },
    states: { 'not started': 'Not started', 'in progress': 'In progress', complete: 'Complete' },
    ratingsGiven: '360 - evaluations done',
    ratingsAssigned: '360 - evaluations assigned',
    ratersDone: '360 - raters done',
    raters: '360 - raters',
  },
  es: {
    lastName: 'Apellido',
    firstName: 'Nombre',
    email: 'Correo electrónico',
    team: 'Equipo',
    manager: 'Responsable',
    active: 'Activo',
    yes: 'sí',
    no: 'no',
    testStatus: (test) => `${test} - estado`,
    testDate: (test) => `${test} - último guardado (UTC)`,
    completed: 'Tests completados',
    state: 'Estado',
    statuses: { 'not attempted': 'No iniciado', incomplete: 'En curso', complete: 'Completado' },
    states: { 'not started': 'No iniciado', 'in progress': 'En curso', complete: 'Completado' },
    ratingsGiven: '360 - evaluaciones completadas',
    ratingsAssigned: '360 - evaluaciones asignadas',
    ratersDone: '360 - evaluadores que han completado',
    raters: '360 - evaluadores',
  },
};
