import type { TestKind } from '@skillup/shared/api/contract';
import type { CampaignLanguageRow, CampaignsTable, Localised } from '../schema';
import { text } from './localised';

/** The activities of the activities workspace, each served at /tests/<name>/. */
export type ActivityName = 'in-basket' | 'situational-judgement' | 'business-case' | 'numerical-reasoning' | 'self-reflection';

export interface TestSeed {
  key: string;
  /** The activity the test opens; the 360 test has none (it is the 360 area). */
  activity?: ActivityName;
  /** `feedback360` for the campaign's 360 test (at most one per campaign); else an activity. */
  kind?: TestKind;
  /** Only the Leadership Assessment's 360 test has a fixed id, 360, kept from before tests had a kind. */
  id?: number;
  name: Localised;
  description: Localised;
  instructions: Localised;
  abbreviation: string;
  repeatable?: boolean;
  hasTimer?: boolean;
  exitMessage?: Localised;
  /** ISO date, calendar theme. */
  startDate?: string;
  prerequisites?: string[];
  duration: number;
  color?: string;
  jsonData?: Record<string, unknown>;
}

export interface CampaignSeed {
  key: string;
  theme: CampaignsTable['theme'];
  state: 'ACTIVE' | 'CLOSED';
  languages: CampaignLanguageRow[];
  privacyAgreement: string;
  onCompleteText?: Localised;
  noReportText?: Localised;
  dateStart: string;
  dateEnd: string | null;
  is360: boolean;
  selfEvaluation: boolean;
  /** Theme data; receives the ids the tests got, by key. */
  data?: (testIds: Record<string, number>) => Record<string, unknown>;
  tests: TestSeed[];
}

export const privacy = (company: string) =>
  `<h2>Informativa sul trattamento dei dati personali</h2>
<p>${company} tratta i dati raccolti durante la campagna di valutazione al solo fine di restituire a te e al tuo
responsabile un quadro delle competenze, ai sensi del Regolamento (UE) 2016/679.</p>
<p>I dati sono conservati per la durata della campagna e per i dodici mesi successivi, poi cancellati.
Puoi chiederne in ogni momento la consultazione, la rettifica o la cancellazione scrivendo a privacy@demo.skillup.test.</p>`;

/** The feedback meeting in Italian that the customer care, the sales 360 and the other company's campaign each hold. */
export const feedbackMeeting = (key: string): TestSeed => ({
  key,
  activity: 'situational-judgement',
  name: text('Colloquio di feedback'),
  description: text('Prepara e conduci un colloquio di feedback con un collaboratore.'),
  instructions: text('Scegli le risposte più adatte a ogni passaggio del colloquio.'),
  abbreviation: 'CF',
  duration: 20,
  jsonData: { image: 'situational-judgement/cover.svg', color: '#16A085', duration: 20 },
});

/** Each activity lives under /tests/<name>/, the test base URL of docs/behaviour.md §9. */
export const testUrl = (test: TestSeed) => `${test.activity ?? test.abbreviation.toLowerCase()}/index.html`;

/** The cover the task list shows, under the test base URL like the activity itself. */
const withCovers = (campaign: CampaignSeed): CampaignSeed => ({
  ...campaign,
  tests: campaign.tests.map((test) => (test.activity ? { ...test, jsonData: { ...test.jsonData, image: `${test.activity}/cover.svg` } } : test)),
});

const leadership: CampaignSeed = {
  key: 'leadership',
  theme: 'skillup',
  state: 'ACTIVE',
  languages: [
    { lang: 'it', name: 'Leadership Assessment 2026', description: 'Il percorso di valutazione delle competenze di leadership del 2026.' },
    { lang: 'en', name: 'Leadership Assessment 2026', description: 'The 2026 assessment of leadership skills.' },
    { lang: 'es', name: 'Leadership Assessment 2026', description: 'La evaluación de las competencias de liderazgo de 2026.' },
  ],
  privacyAgreement: privacy('Demo S.p.A.'),
  onCompleteText: text(
    'Hai completato tutte le attività: grazie!',
    'You have completed every activity: thank you!',
    'Has completado todas las actividades: ¡gracias!',
  ),
  noReportText: text(
    'La pagina di report non è ancora attiva. Ti avviseremo quando sarà disponibile.',
    'The report page is not active yet. We will let you know when it is available.',
    'La página de informes aún no está activa. Te avisaremos cuando esté disponible.',
  ),
  dateStart: '2026-01-12T08:00:00Z',
  dateEnd: '2027-06-30T17:00:00Z',
  is360: true,
  selfEvaluation: true,
  tests: [
    {
      key: 'inbox',
      activity: 'in-basket',
      name: text('In-Basket', 'In-Basket', 'In-Basket'),
      description: text(
        'Gestisci la casella di posta di un manager al rientro dalle ferie.',
        "Handle a manager's inbox after the holidays.",
        'Gestiona el buzón de un directivo tras las vacaciones.',
      ),
      instructions: text(
        'Leggi ogni messaggio e decidi priorità e azioni.',
        'Read every message and decide priorities and actions.',
        'Lee cada mensaje y decide prioridades y acciones.',
      ),
      abbreviation: 'IB',
      duration: 45,
      jsonData: { color: '#E25240', duration: 45 },
    },
    {
      key: 'roleplay',
      activity: 'situational-judgement',
      name: text('Colloquio di feedback', 'Feedback meeting', 'Entrevista de feedback'),
      description: text(
        'Prepara e conduci un colloquio con un collaboratore.',
        'Prepare and hold a meeting with a team member.',
        'Prepara y conduce una entrevista con un colaborador.',
      ),
      instructions: text(
        'Scegli le risposte più adatte a ogni passaggio del colloquio.',
        'Choose the best answer at each step of the meeting.',
        'Elige la mejor respuesta en cada paso.',
      ),
      abbreviation: 'CF',
      duration: 30,
      jsonData: { color: '#2E6DB4', duration: 30 },
    },
    {
      key: 'case',
      activity: 'business-case',
      name: text('Caso aziendale', 'Business case', 'Caso de empresa'),
      description: text(
        "Una filiale perde clienti: analizza il caso e proponi un piano d'azione.",
        'A branch is losing customers: analyse the case and propose an action plan.',
        'Una sucursal pierde clientes: analiza el caso y propone un plan de acción.',
      ),
      instructions: text(
        'A ogni passaggio del caso scegli che cosa fai.',
        'At each step of the case choose what you do.',
        'En cada paso del caso elige qué haces.',
      ),
      abbreviation: 'CA',
      prerequisites: ['roleplay'],
      duration: 40,
      jsonData: { color: '#3A8C5C', duration: 40, prerequisites: ['CF'] },
    },
    {
      key: 'reasoning',
      activity: 'numerical-reasoning',
      name: text('Ragionamento numerico', 'Numerical reasoning', 'Razonamiento numérico'),
      description: text('Una serie di quesiti a tempo.', 'A timed set of questions.', 'Una serie de preguntas cronometradas.'),
      instructions: text(
        'Hai 20 minuti: una volta iniziato, il tempo scorre anche se esci.',
        'You have 20 minutes: once started, time runs even if you leave.',
        'Tienes 20 minutos: una vez iniciado, el tiempo corre aunque salgas.',
      ),
      abbreviation: 'RN',
      hasTimer: true,
      exitMessage: text(
        'Se esci ora il tempo continua a scorrere e non potrai più rientrare.',
        'If you leave now the timer keeps running and you cannot come back.',
        'Si sales ahora el tiempo sigue corriendo y no podrás volver.',
      ),
      duration: 20,
      jsonData: { color: '#8E44AD', duration: 20 },
    },
    {
      key: 'values',
      activity: 'self-reflection',
      name: text('Riflessione sui valori', 'Reflecting on values', 'Reflexión sobre los valores'),
      description: text(
        'Che cosa conta per te nel lavoro: puoi ripeterlo quando vuoi.',
        'What matters to you at work: repeat it whenever you like.',
        'Qué te importa en el trabajo: repítelo cuando quieras.',
      ),
      instructions: text(
        'Non ci sono risposte giuste o sbagliate.',
        'There are no right or wrong answers.',
        'No hay respuestas correctas o incorrectas.',
      ),
      abbreviation: 'RV',
      repeatable: true,
      duration: 15,
      jsonData: { color: '#D68910', duration: 15 },
    },
    {
      key: '360',
      id: 360,
      kind: 'feedback360',
      name: text('Feedback 360°', '360° feedback', 'Feedback 360°'),
      description: text(
        'Valuta i colleghi che ti sono stati assegnati e te stesso.',
        'Evaluate the colleagues assigned to you and yourself.',
        'Evalúa a los compañeros asignados y a ti mismo.',
      ),
      instructions: text(
        'Per ogni persona rispondi a tutte le domande della valutazione.',
        'Answer every question for each person.',
        'Responde a todas las preguntas para cada persona.',
      ),
      abbreviation: '360',
      duration: 30,
      jsonData: { color: '#E25240', duration: 30 },
    },
  ],
};

const workingDays = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'];

const agenda: CampaignSeed = {
  key: 'agenda',
  theme: 'calendar',
  state: 'ACTIVE',
  languages: [{ lang: 'it', name: 'Agenda', description: 'Una settimana da responsabile di filiale, un impegno al giorno.' }],
  privacyAgreement: privacy('Demo S.p.A.'),
  onCompleteText: text('Hai completato la tua settimana: ottimo lavoro!'),
  dateStart: '2026-11-30T08:00:00Z',
  dateEnd: '2027-01-29T17:00:00Z',
  is360: false,
  selfEvaluation: false,
  data: (ids) => ({
    intro: '<p>Benvenuto nella tua <strong>Agenda</strong>: ogni giorno trovi un impegno da portare a termine.</p>',
    storage: {
      currentPosition: workingDays[0],
      hasSeenTutorial: false,
      tests: Object.fromEntries(['mail', 'chat', 'budget', 'meeting', 'report'].map((key, i) => [workingDays[i], { testId: ids[key] }])),
    },
  }),
  tests: [
    {
      key: 'mail',
      activity: 'in-basket',
      name: text('In-Basket'),
      description: text('Rientri dalle ferie e la casella è piena, compresa la mail di un cliente insoddisfatto.'),
      instructions: text('Leggi ogni messaggio e decidi priorità e azioni.'),
      abbreviation: 'IB',
      startDate: workingDays[0],
      duration: 30,
      jsonData: {
        theme: {
          preview: {
            type: 'email',
            sender: 'Marta Ferri',
            time: '09:12',
            subject: 'Seconda consegna errata',
            content: 'Buongiorno, per la seconda volta ci è arrivata merce sbagliata. Attendo una sua chiamata oggi.',
          },
          duration: '30 Min',
          tag: 'Cliente',
        },
      },
    },
    {
      key: 'chat',
      activity: 'situational-judgement',
      name: text('Colloquio di feedback'),
      description: text('Prepara e conduci un colloquio di feedback con Davide, un tuo collaboratore.'),
      instructions: text('Scegli le risposte più adatte a ogni passaggio del colloquio.'),
      abbreviation: 'CF',
      startDate: workingDays[1],
      prerequisites: ['mail'],
      duration: 15,
      jsonData: {
        theme: {
          preview: {
            type: 'chat',
            sender: 'Giorgia',
            time: '08:45',
            messages: ['Buongiorno!', 'Davide ti aspetta alle 10 per il colloquio di feedback sui report in ritardo.'],
            img: { src: 'situational-judgement/giorgia.svg', alt: 'Giorgia' },
          },
          duration: '15 Min',
          tag: 'Team',
        },
      },
    },
    {
      key: 'budget',
      activity: 'numerical-reasoning',
      name: text('Ragionamento numerico'),
      description: text('Leggi le vendite per area del semestre e rispondi ai quesiti.'),
      instructions: text('Usa la tabella e scrivi solo numeri.'),
      abbreviation: 'RN',
      startDate: workingDays[2],
      prerequisites: ['chat'],
      duration: 25,
      jsonData: {
        theme: {
          preview: {
            type: 'email',
            sender: 'Direzione',
            time: '11:30',
            subject: 'Vendite per area',
            content: 'In allegato le vendite per area dei primi due trimestri.',
          },
          duration: '25 Min',
          tag: 'Direzione',
        },
      },
    },
    {
      key: 'meeting',
      activity: 'business-case',
      name: text('Caso aziendale'),
      description: text("La filiale di Verona perde clienti: analizza il caso e proponi un piano d'azione."),
      instructions: text('A ogni passaggio del caso scegli che cosa fai.'),
      abbreviation: 'CA',
      startDate: workingDays[3],
      duration: 20,
      jsonData: {
        theme: {
          preview: {
            type: 'chat',
            sender: 'Giorgia',
            time: '16:05',
            messages: ['Domani la direzione vuole il tuo piano per la filiale di Verona: ce la fai?'],
          },
          duration: '20 Min',
          tag: 'Direzione',
        },
      },
    },
    {
      key: 'report',
      activity: 'self-reflection',
      name: text('Riflessione sui valori'),
      description: text('A fine settimana, che cosa conta per te nel lavoro.'),
      instructions: text('Non ci sono risposte giuste o sbagliate.'),
      abbreviation: 'RV',
      startDate: workingDays[4],
      duration: 30,
      jsonData: {
        theme: {
          preview: {
            type: 'email',
            sender: 'Risorse umane',
            time: '17:00',
            subject: 'Riflessione sui valori',
            content: 'Prima del fine settimana, dedica qualche minuto a che cosa conta per te nel lavoro.',
          },
          duration: '30 Min',
          tag: 'Crescita',
        },
      },
    },
  ],
};

const challengeTest = (key: string, activity: ActivityName, abbreviation: string, name: string, description: string): TestSeed => ({
  key,
  activity,
  name: text(name, name),
  description: text(description, description),
  instructions: text('Read the brief, then complete the activity in one go.', 'Read the brief, then complete the activity in one go.'),
  abbreviation,
  duration: 20,
  jsonData: { color: '#D40000', duration: 20 },
});

const challenge: CampaignSeed = {
  key: 'challenge',
  theme: 'ferrari-academy',
  state: 'ACTIVE',
  languages: [{ lang: 'en', name: 'Individual Challenge', description: 'Four sections to discover your strengths.' }],
  privacyAgreement: privacy('Demo S.p.A.'),
  onCompleteText: text('Congratulations, you completed the Individual Challenge!', 'Congratulations, you completed the Individual Challenge!'),
  dateStart: '2026-10-01T08:00:00Z',
  dateEnd: '2027-03-31T17:00:00Z',
  is360: false,
  selfEvaluation: false,
  data: (ids) => ({
    intro: { title: 'Individual Challenge', text: 'Four sections, one step at a time.' },
    outro: { title: 'Congrats', text: 'You have completed every section of the challenge.' },
    order: ['vision', 'people', 'results', 'personal'],
    sections: {
      vision: { name: 'Vision', description: 'Where we are going.', motivation: 'Great journeys start with a clear direction.', tests: [ids.vision] },
      people: { name: 'People', description: 'Who we work with.', motivation: 'Teams win championships.', tests: [ids.people] },
      results: {
        name: 'Results',
        description: 'What we deliver.',
        motivation: 'Every tenth of a second counts.',
        tests: [ids.results1, ids.results2],
      },
      personal: { name: 'Personal', description: 'Your own growth plan.', motivation: 'The last lap is yours.', tests: [ids.personal] },
    },
    links: {
      about: 'https://www.example.com/about',
      history: 'https://www.example.com/history',
      reports: 'https://www.example.com/sustainability-report',
      strategy: 'https://www.example.com/sustainability-strategy',
      magazine: 'https://www.example.com/magazine',
      news: 'https://www.example.com/news',
      press: 'https://www.example.com/press',
      sculpture: 'https://www.example.com/highlights/sculpture',
      yearbook: 'https://www.example.com/highlights/yearbook',
    },
  }),
  tests: [
    challengeTest('vision', 'business-case', 'BC', 'Business case', 'A branch is losing customers: analyse the case and propose an action plan.'),
    challengeTest('people', 'situational-judgement', 'FM', 'Feedback meeting', 'Prepare and hold a feedback meeting with a team member.'),
    challengeTest('results1', 'numerical-reasoning', 'NR', 'Numerical reasoning', 'Read the sales table and work out the figures.'),
    challengeTest('results2', 'in-basket', 'IB', 'In-Basket', 'Back from holiday: decide the priority and the action for each message.'),
    challengeTest('personal', 'self-reflection', 'RV', 'Reflecting on values', 'What matters to you at work, in your own growth plan.'),
  ],
};

const customerCare: CampaignSeed = {
  key: 'customer-care',
  theme: 'skillup',
  state: 'ACTIVE',
  languages: [
    { lang: 'it', name: 'Customer Care Onboarding 2026', description: 'Il percorso di inserimento dei nuovi colleghi del servizio clienti.' },
  ],
  privacyAgreement: privacy('Demo S.p.A.'),
  onCompleteText: text('Hai completato il percorso di inserimento: benvenuto in squadra!'),
  dateStart: '2026-09-01T08:00:00Z',
  dateEnd: '2027-02-28T17:00:00Z',
  is360: false,
  selfEvaluation: false,
  tests: [
    feedbackMeeting('call'),
    {
      key: 'ticket',
      activity: 'in-basket',
      name: text('In-Basket'),
      description: text('Una casella piena di richieste: assegna a ognuna priorità e azione.'),
      instructions: text('Leggi ogni messaggio e decidi priorità e azioni.'),
      abbreviation: 'IB',
      duration: 25,
      jsonData: { color: '#2980B9', duration: 25 },
    },
    {
      key: 'knowledge',
      activity: 'self-reflection',
      name: text('Riflessione sui valori'),
      description: text('Che cosa conta per te nel lavoro: puoi ripeterla quando vuoi.'),
      instructions: text('Non ci sono risposte giuste o sbagliate.'),
      abbreviation: 'RV',
      repeatable: true,
      prerequisites: ['ticket'],
      duration: 15,
      jsonData: { color: '#E25240', duration: 15 },
    },
  ],
};

const leadership2025: CampaignSeed = {
  key: 'leadership-2025',
  theme: 'skillup',
  state: 'CLOSED',
  languages: [{ lang: 'it', name: 'Leadership Assessment 2025', description: 'La campagna dello scorso anno, chiusa.' }],
  privacyAgreement: privacy('Demo S.p.A.'),
  dateStart: '2025-01-13T08:00:00Z',
  dateEnd: '2025-06-30T17:00:00Z',
  is360: false,
  selfEvaluation: false,
  tests: [
    {
      key: 'inbox-2025',
      activity: 'in-basket',
      name: text('In-Basket'),
      description: text("La casella di posta al rientro dalle ferie, nell'edizione 2025."),
      instructions: text('Leggi ogni messaggio e decidi priorità e azioni.'),
      abbreviation: 'IB',
      duration: 45,
    },
  ],
};

export const demoCampaigns: CampaignSeed[] = [leadership, agenda, challenge, customerCare, leadership2025].map(withCovers);
