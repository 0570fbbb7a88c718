import type { Transaction } from 'kysely';
import type { Outcome } from '@skillup/shared/api/contract';
import type { Database } from '../schema';

const email = (name: string) => `${name}@demo.skillup.test`;

/** DEMO.md: sara.conti assesses marco, anna and luca in every test of the Leadership Assessment. */
const samples = { assessor: 'sara.conti', campaign: 'leadership', assessed: ['marco.bianchi', 'anna.rossi', 'luca.ferri'] };

/** Outcomes the activities already computed for the tests these participants finished. */
const outcomes: { user: string; test: string; values: Outcome[] }[] = [
  {
    user: 'luca.ferri',
    test: 'inbox',
    values: [
      { name: 'prioritisation', value: 4.2, label: 'Priorità' },
      { name: 'delegation', value: 3.6, label: 'Delega' },
      { name: 'handled', value: 18 },
    ],
  },
  {
    user: 'luca.ferri',
    test: 'roleplay',
    values: [
      { name: 'listening', value: 3.8, label: 'Ascolto' },
      { name: 'assertiveness', value: 3.1, label: 'Assertività' },
    ],
  },
  {
    user: 'marco.bianchi',
    test: 'inbox',
    values: [
      { name: 'prioritisation', value: 2.9, label: 'Priorità' },
      { name: 'delegation', value: 3.3, label: 'Delega' },
      { name: 'handled', value: 14 },
    ],
  },
];

/** Adds the assessor's samples and the participants' outcomes to the demo seed. */
export async function seedDemoSamples(
  trx: Transaction<Database>,
  companyId: number,
  campaigns: Map<string, { id: number; testIds: Record<string, number> }>,
): Promise<void> {
  const users = await trx.selectFrom('users').select(['id', 'email']).execute();
  const userId = (name: string) => {
    const user = users.find((u) => u.email === email(name));
    if (!user) throw new Error(`seed: unknown user ${name}`);
    return user.id;
  };
  const campaign = campaigns.get(samples.campaign);
  if (!campaign) throw new Error(`seed: unknown campaign ${samples.campaign}`);

  await trx
    .insertInto('samples')
    .values(
      samples.assessed.map((name) => ({
        company_id: companyId,
        assessor_id: userId(samples.assessor),
        assessed_id: userId(name),
        test_id: null,
        campaign_id: campaign.id,
      })),
    )
    .execute();

  for (const { user, test, values } of outcomes) {
    const testId = campaign.testIds[test];
    if (testId === undefined) throw new Error(`seed: unknown test ${test} in ${samples.campaign}`);
    await trx
      .insertInto('test_outcomes')
      .values({ user_id: userId(user), test_id: testId, outcomes: JSON.stringify(values), version: 1 })
      .execute();
  }
}
