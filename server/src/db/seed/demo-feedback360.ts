import type { Transaction } from 'kysely';
import type { Insertable } from 'kysely';
import type { Database, EvaluationStatus, Feedback360AnswersTable, Localised } from '../schema';
import type { UserSeed } from './demo-users';
import { text } from './localised';

const email = (name: string) => `${name}@demo.skillup.test`;

/** Colleagues of luca.ferri who evaluate him: enough for most groups of his report, not for all. */
export const feedbackRaterUsers: UserSeed[] = [
  ['giorgio.sala', 'Giorgio', 'Sala', 'M'],
  ['federica.rinaldi', 'Federica', 'Rinaldi', 'F'],
  ['matteo.gallo', 'Matteo', 'Gallo', 'M'],
  ['silvia.longhi', 'Silvia', 'Longhi', 'F'],
  ['andrea.pellegrini', 'Andrea', 'Pellegrini', 'M'],
  ['roberto.marini', 'Roberto', 'Marini', 'M'],
].map(([name, firstName, lastName, gender]) => ({
  email: email(name as string),
  firstName: firstName as string,
  lastName: lastName as string,
  gender: gender as 'M' | 'F',
  role: 'participant',
  privacy: true,
  lang: 'it',
  enrolments: [{ campaign: 'leadership', lang: 'it' }],
}));

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

type Who = string;
/** [evaluator, evaluated, relation type]: 1 peer, 2 manager, 3 self, 4 direct report. */
const lucaRaters: [Who, number][] = [
  ['marco.bianchi', 1],
  ['giorgio.sala', 1],
  ['federica.rinaldi', 1],
  ['matteo.gallo', 4],
  ['silvia.longhi', 4],
  ['andrea.pellegrini', 4],
  ['roberto.marini', 2],
  ['luca.ferri', 3],
];

const openAnswers = [
  ['Ascolta tutti e decide con chiarezza.', 'Potrebbe delegare di più.'],
  ['È sempre disponibile e preparato.', 'Dovrebbe condividere prima le priorità.'],
  ['Sa motivare il gruppo nei momenti difficili.', 'Più colloqui individuali con il team.'],
  ['Tiene fede agli impegni.', 'Dare feedback più frequenti.'],
];

/** A spread of answers like real ones: each rater a little stricter or kinder, each question a little harder or easier. */
function closedValue(rater: number, question: number, relationType: number): number {
  const lean = [0, 1, -1, 0, 1, -1, 0, 1][rater % 8] as number;
  const difficulty = [1, 0, -1, 0, 1, -1, 0, 0, 1, -1][question % 10] as number;
  let value = Math.min(5, Math.max(1, 3 + lean + difficulty + ((rater + question) % 3 === 0 ? 1 : 0)));
  if (relationType === 4 && value === 3) value = rater % 2 === 0 ? 4 : 2;
  return value;
}

/** docs/demo.md: the questions of the Leadership Assessment, marco's evaluations (n, p, y, self n) and luca's raters. */
export async function seedDemoFeedback360(trx: Transaction<Database>, campaignId: number): Promise<void> {
  const users = new Map((await trx.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]));
  const id = (name: string) => {
    const value = users.get(email(name));
    if (value === undefined) throw new Error(`seed: no user ${name}`);
    return value;
  };
  const json = (value: unknown) => JSON.stringify(value);

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

  const relate = async (evaluator: string, evaluated: string, relationType: number, status: EvaluationStatus) => {
    await trx
      .insertInto('feedback360_relations')
      .values({
        campaign_id: campaignId,
        evaluator_id: id(evaluator),
        evaluated_id: id(evaluated),
        relation_type: relationType,
        status,
        answers_version: status === 'n' ? 0 : 1,
      })
      .execute();
  };
  const answer = async (evaluator: string, evaluated: string, rater: number, relationType: number, full: boolean) => {
    const key = { campaign_id: campaignId, evaluator_id: id(evaluator), evaluated_id: id(evaluated) };
    const closedCount = full ? closedIds.length : 10;
    const rows: Insertable<Feedback360AnswersTable>[] = closedIds.slice(0, closedCount).map((questionId, q) => ({
      ...key,
      question_id: questionId,
      answer_id: null,
      value: closedValue(rater, q, relationType),
      text_value: null,
    }));
    if (full) {
      for (const [q, question] of linkedIds.entries()) {
        const [a, b, c] = [
          (rater + q) % question.answers.length,
          (rater + q + 1) % question.answers.length,
          (rater + q + 2) % question.answers.length,
        ];
        rows.push({ ...key, question_id: question.id, answer_id: question.answers[a] as number, value: 1, text_value: null });
        rows.push({ ...key, question_id: question.id, answer_id: question.answers[b] as number, value: 2, text_value: null });
        if (rater % 2 === 0) rows.push({ ...key, question_id: question.id, answer_id: question.answers[c] as number, value: 1, text_value: null });
      }
      for (const [q, questionId] of openIds.entries()) {
        rows.push({
          ...key,
          question_id: questionId,
          answer_id: null,
          value: null,
          text_value: (openAnswers[rater % openAnswers.length] as string[])[q] as string,
        });
      }
    }
    await trx.insertInto('feedback360_answers').values(rows).execute();
  };

  for (const [rater, [evaluator, relationType]] of lucaRaters.entries()) {
    // andrea.pellegrini is half way, so only two direct reports have submitted: too few to show.
    const submitted = evaluator !== 'andrea.pellegrini';
    await relate(evaluator, 'luca.ferri', relationType, submitted ? 'y' : 'p');
    await answer(evaluator, 'luca.ferri', rater, relationType, submitted);
  }
  // marco.bianchi: luca done (above), anna half way, elena not started, himself not started.
  await relate('marco.bianchi', 'anna.rossi', 4, 'p');
  await answer('marco.bianchi', 'anna.rossi', 1, 4, false);
  await relate('marco.bianchi', 'elena.galli', 1, 'n');
  await relate('marco.bianchi', 'marco.bianchi', 3, 'n');
  await trx
    .insertInto('user_tests')
    .values({ user_id: id('marco.bianchi'), test_id: 360, status: 'incomplete', version: 1, data: null })
    .execute();
}
