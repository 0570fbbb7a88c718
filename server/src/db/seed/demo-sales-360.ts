import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { feedbackMeeting, privacy, type CampaignSeed } from './demo-campaigns';
import { evaluationWriter } from './demo-feedback360-answers';
import { insertQuestionSet } from './demo-feedback360-questions';
import type { UserSeed } from './demo-users';
import { insertCampaign, insertUsers } from './insert';
import { text } from './localised';

/**
 * A second 360 campaign of the demo company (docs/demo.md): the sales team, with the Leadership
 * Assessment's questions in a copy of its own. Its people are in no other campaign, so what the
 * other personas see and do stays as it was.
 */
export const salesCampaign: CampaignSeed = {
  key: 'sales-360',
  theme: 'skillup',
  state: 'ACTIVE',
  languages: [
    {
      lang: 'it',
      name: 'Feedback 360 Team Vendite',
      description: 'Il feedback 360 del team vendite: valuti i colleghi che ti sono stati assegnati.',
    },
  ],
  privacyAgreement: privacy('Demo S.p.A.'),
  onCompleteText: text('Hai completato il feedback 360 del team vendite: grazie!'),
  dateStart: '2026-10-01T08:00:00Z',
  dateEnd: '2027-03-31T17:00:00Z',
  is360: true,
  selfEvaluation: false,
  tests: [
    feedbackMeeting('call'),
    {
      key: '360',
      kind: 'feedback360',
      name: text('Feedback 360°', '360° feedback', 'Feedback 360°'),
      description: text(
        'Valuta i colleghi del team vendite che ti sono stati assegnati.',
        'Evaluate the sales colleagues assigned to you.',
        'Evalúa a los compañeros de ventas asignados.',
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

const SALES_TEAM = 'Vendite';
const MANAGER = 'valentina.costa';

const salesPerson = (name: string, firstName: string, lastName: string, gender: 'M' | 'F'): UserSeed => ({
  email: `${name}@demo.skillup.test`,
  firstName,
  lastName,
  gender,
  role: 'participant',
  privacy: true,
  lang: 'it',
  enrolments: [{ campaign: salesCampaign.key, lang: 'it' }],
});

/** valentina leads the team; stefano and laura report to her. */
export const salesUsers: UserSeed[] = [
  salesPerson(MANAGER, 'Valentina', 'Costa', 'F'),
  salesPerson('stefano.fontana', 'Stefano', 'Fontana', 'M'),
  salesPerson('laura.caruso', 'Laura', 'Caruso', 'F'),
];

/**
 * The campaign, its people in the team with their manager, and its 360: valentina has
 * evaluated laura (y) and not yet stefano (n); laura has evaluated valentina (y), stefano not
 * yet (n).
 */
export async function seedDemoSales360(trx: Transaction<Database>, companyId: number, passwordHash: string): Promise<void> {
  const campaign = await insertCampaign(trx, companyId, salesCampaign);
  await insertUsers(trx, companyId, passwordHash, salesUsers, new Map([[salesCampaign.key, campaign]]));
  const emails = salesUsers.map((user) => user.email);
  await trx.updateTable('users').set({ team: SALES_TEAM }).where('email', 'in', emails).execute();
  const manager = await trx.selectFrom('users').where('email', '=', `${MANAGER}@demo.skillup.test`).select('id').executeTakeFirstOrThrow();
  await trx.updateTable('users').set({ manager_id: manager.id }).where('email', 'in', emails).where('id', '<>', manager.id).execute();

  const testId = campaign.testIds['360'];
  if (testId === undefined) throw new Error('seed: the sales campaign has no 360 test');
  const { relate, answer, run360 } = await evaluationWriter(trx, campaign.id, await insertQuestionSet(trx, campaign.id));
  await relate(MANAGER, 'laura.caruso', 4, 'y');
  await answer(MANAGER, 'laura.caruso', 2, 4, true);
  await relate(MANAGER, 'stefano.fontana', 4, 'n');
  await relate('laura.caruso', MANAGER, 2, 'y');
  await answer('laura.caruso', MANAGER, 3, 2, true);
  await relate('stefano.fontana', MANAGER, 2, 'n');
  await run360(MANAGER, testId, 'incomplete');
  await run360('laura.caruso', testId, 'complete');
}
