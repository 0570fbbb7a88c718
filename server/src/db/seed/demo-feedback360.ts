import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { evaluationWriter } from './demo-feedback360-answers';
import { insertQuestionSet } from './demo-feedback360-questions';
import type { UserSeed } from './demo-users';

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

/** docs/demo.md: the questions of the Leadership Assessment, marco's evaluations (n, p, y, self n) and luca's raters. */
export async function seedDemoFeedback360(trx: Transaction<Database>, campaignId: number, testId: number): Promise<void> {
  const questions = await insertQuestionSet(trx, campaignId);
  const { relate, answer, run360 } = await evaluationWriter(trx, campaignId, questions);

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
  await run360('marco.bianchi', testId, 'incomplete');
}
