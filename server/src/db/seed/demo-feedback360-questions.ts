import type { Transaction } from 'kysely';
import type { Database, Localised } from '../schema';
import { text } from './localised';

/*
 * The Leadership Assessment's 360 questions (docs/areas/feedback-360.md, "Demo data"): a 1–5
 * scale, 21 closed, 2 linked and 2 open questions in it/en/es. Every demo 360 campaign gets its
 * own copy, so each campaign's questions, answers and report stay its own.
 */

const scale: [number, Localised][] = [
  [1, text('Mai', 'Never', 'Nunca')],
  [2, text('Raramente', 'Rarely', 'Raramente')],
  [3, text('A volte', 'Sometimes', 'A veces')],
  [4, text('Spesso', 'Often', 'A menudo')],
  [5, text('Sempre', 'Always', 'Siempre')],
];

const closed: Localised[] = [
  text('Comunica obiettivi chiari al gruppo', 'Communicates clear goals to the team', 'Comunica objetivos claros al equipo'),
  text(
    'Ascolta le opinioni degli altri prima di decidere',
    'Listens to others before deciding',
    'Escucha las opiniones de los demás antes de decidir',
  ),
  text('Delega in modo efficace', 'Delegates effectively', 'Delega de forma eficaz'),
  text('Dà feedback costruttivi e tempestivi', 'Gives constructive and timely feedback', 'Da feedback constructivo y oportuno'),
  text('Riconosce i meriti dei collaboratori', 'Recognises the merits of team members', 'Reconoce los méritos de los colaboradores'),
  text('Gestisce i conflitti in modo aperto', 'Handles conflict openly', 'Gestiona los conflictos de forma abierta'),
  text('Prende decisioni anche in condizioni di incertezza', 'Makes decisions under uncertainty', 'Toma decisiones en condiciones de incertidumbre'),
  text('Mantiene gli impegni presi', 'Keeps commitments', 'Cumple los compromisos adquiridos'),
  text('Stabilisce priorità chiare', 'Sets clear priorities', 'Establece prioridades claras'),
  text('Favorisce la collaborazione tra i team', 'Fosters collaboration between teams', 'Favorece la colaboración entre equipos'),
  text(
    'Sostiene lo sviluppo professionale degli altri',
    'Supports the professional growth of others',
    'Apoya el desarrollo profesional de los demás',
  ),
  text('Si adatta ai cambiamenti', 'Adapts to change', 'Se adapta a los cambios'),
  text('Propone idee nuove', 'Puts forward new ideas', 'Propone ideas nuevas'),
  text('Tiene conto delle esigenze dei clienti', "Takes customers' needs into account", 'Tiene en cuenta las necesidades de los clientes'),
  text('Si assume la responsabilità dei risultati', 'Takes responsibility for results', 'Asume la responsabilidad de los resultados'),
  text('Condivide le informazioni utili', 'Shares useful information', 'Comparte la información útil'),
  text('Gestisce bene il proprio tempo', 'Manages their time well', 'Gestiona bien su tiempo'),
  text('Mantiene la calma sotto pressione', 'Stays calm under pressure', 'Mantiene la calma bajo presión'),
  text('È un esempio di integrità', 'Sets an example of integrity', 'Es un ejemplo de integridad'),
  text('Motiva il gruppo verso risultati ambiziosi', 'Motivates the team towards ambitious results', 'Motiva al equipo hacia resultados ambiciosos'),
  text('Chiede e accoglie feedback sul proprio operato', 'Asks for and welcomes feedback on their work', 'Pide y acoge feedback sobre su trabajo'),
];

interface LinkedSeed {
  text: Localised;
  min: number;
  max: number;
  columns: Localised[];
  answers: Localised[];
}

const linked: LinkedSeed[] = [
  {
    text: text(
      'Tra questi comportamenti, quali sono i suoi punti di forza e quali le aree da sviluppare?',
      'Among these behaviours, which are strengths and which are areas to develop?',
      'Entre estos comportamientos, ¿cuáles son sus puntos fuertes y cuáles las áreas a desarrollar?',
    ),
    min: 1,
    max: 2,
    columns: [text('Punto di forza', 'Strength', 'Punto fuerte'), text('Da sviluppare', 'To develop', 'A desarrollar')],
    answers: [
      text('Visione', 'Vision', 'Visión'),
      text('Ascolto', 'Listening', 'Escucha'),
      text('Delega', 'Delegation', 'Delegación'),
      text('Decisione', 'Decisiveness', 'Decisión'),
      text('Empatia', 'Empathy', 'Empatía'),
    ],
  },
  {
    text: text(
      'Che cosa dovrebbe continuare a fare e che cosa iniziare a fare?',
      'What should they keep doing and what should they start doing?',
      '¿Qué debería seguir haciendo y qué empezar a hacer?',
    ),
    min: 1,
    max: 2,
    columns: [text('Continuare', 'Keep doing', 'Seguir'), text('Iniziare', 'Start doing', 'Empezar')],
    answers: [
      text('Riunioni di allineamento', 'Alignment meetings', 'Reuniones de alineación'),
      text('Colloqui individuali', 'One-to-one meetings', 'Reuniones individuales'),
      text('Obiettivi scritti', 'Written goals', 'Objetivos escritos'),
      text('Formazione del gruppo', 'Team training', 'Formación del equipo'),
    ],
  },
];

const open: Localised[] = [
  text(
    'Che cosa apprezzi di più del suo modo di lavorare?',
    'What do you value most in the way they work?',
    '¿Qué es lo que más valoras de su forma de trabajar?',
  ),
  text('Che cosa gli consiglieresti di migliorare?', 'What would you advise them to improve?', '¿Qué le aconsejarías mejorar?'),
];
const OPEN_MAX_LENGTH = 1000;

/** The ids of one campaign's copy of the question set, in the set's order. */
export interface QuestionSetIds {
  closedIds: number[];
  linkedIds: { id: number; answers: number[] }[];
  openIds: number[];
}

const json = (value: unknown) => JSON.stringify(value);

/** Writes the scale and the questions into `campaignId`. */
export async function insertQuestionSet(trx: Transaction<Database>, campaignId: number): Promise<QuestionSetIds> {
  await trx
    .insertInto('feedback360_scale')
    .values(scale.map(([value, label]) => ({ campaign_id: campaignId, value, label: json(label) })))
    .execute();
  let position = 0;
  const closedIds: number[] = [];
  for (const question of closed) {
    const row = await trx
      .insertInto('feedback360_questions')
      .values({
        campaign_id: campaignId,
        kind: 'closed',
        position: ++position,
        text: json(question),
        min_answers: null,
        max_answers: null,
        max_length: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    closedIds.push(row.id);
  }
  const linkedIds: { id: number; answers: number[] }[] = [];
  for (const question of linked) {
    const row = await trx
      .insertInto('feedback360_questions')
      .values({
        campaign_id: campaignId,
        kind: 'linked',
        position: ++position,
        text: json(question.text),
        min_answers: question.min,
        max_answers: question.max,
        max_length: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('feedback360_linked_columns')
      .values(question.columns.map((label, index) => ({ question_id: row.id, key: index + 1, label: json(label), position: index + 1 })))
      .execute();
    const answers = await trx
      .insertInto('feedback360_linked_answers')
      .values(question.answers.map((label, index) => ({ question_id: row.id, label: json(label), position: index + 1 })))
      .returning('id')
      .execute();
    linkedIds.push({ id: row.id, answers: answers.map((a) => a.id) });
  }
  const openIds: number[] = [];
  for (const question of open) {
    const row = await trx
      .insertInto('feedback360_questions')
      .values({
        campaign_id: campaignId,
        kind: 'open',
        position: ++position,
        text: json(question),
        min_answers: null,
        max_answers: null,
        max_length: OPEN_MAX_LENGTH,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    openIds.push(row.id);
  }
  return { closedIds, linkedIds, openIds };
}
