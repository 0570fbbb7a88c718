import type { Transaction } from 'kysely';
import type { Outcome } from '@skillup/shared/api/contract';
import type { Database } from '../schema';

const email = (name: string) => `${name}@demo.skillup.test`;

/** docs/demo.md: sara.conti assesses marco, anna and luca in every test of the Leadership Assessment. */
const samples = { assessor: 'sara.conti', campaign: 'leadership', assessed: ['marco.bianchi', 'anna.rossi', 'luca.ferri'] };

/**
 * Outcomes the activities' algorithm.js computed for the tests these participants finished
 * (the names and scales each algorithm gives); luca's feed his report.
 */
const outcomes: { user: string; test: string; values: Outcome[] }[] = [
  {
    user: 'luca.ferri',
    test: 'inbox',
    values: [
      { name: 'prioritisation', value: 4.2, label: 'Priorità' },
      { name: 'decisions', value: 3.8 },
      { name: 'responsiveness', value: 3.3 },
      { name: 'overall', value: 3.8 },
      { name: 'handled', value: 6 },
    ],
  },
  {
    user: 'luca.ferri',
    test: 'roleplay',
    values: [
      { name: 'listening', value: 3.8 },
      { name: 'clarity', value: 3.3 },
      { name: 'development', value: 2.5 },
      { name: 'overall', value: 3.2 },
      { name: 'answered', value: 4 },
    ],
  },
  {
    user: 'luca.ferri',
    test: 'case',
    values: [
      { name: 'listening', value: 2.5 },
      { name: 'clarity', value: 1.7 },
      { name: 'development', value: 2.5 },
      { name: 'overall', value: 2.1 },
      { name: 'answered', value: 4 },
    ],
  },
  {
    user: 'luca.ferri',
    test: 'reasoning',
    values: [
      { name: 'accuracy', value: 2.5 },
      { name: 'precision', value: 3 },
      { name: 'correct', value: 3 },
      { name: 'attempted', value: 5 },
      { name: 'timedOut', value: 0 },
    ],
  },
  {
    user: 'luca.ferri',
    test: 'values',
    values: [
      { name: 'autonomy', value: 4.5 },
      { name: 'collaboration', value: 4 },
      { name: 'growth', value: 3.5 },
      { name: 'balance', value: 2.5 },
      { name: 'autonomyChange', value: 0 },
      { name: 'collaborationChange', value: 0 },
      { name: 'growthChange', value: 0 },
      { name: 'balanceChange', value: 0 },
      { name: 'completions', value: 1 },
    ],
  },
  {
    user: 'marco.bianchi',
    test: 'inbox',
    values: [
      { name: 'prioritisation', value: 2.9 },
      { name: 'decisions', value: 3.3 },
      { name: 'responsiveness', value: 2.5 },
      { name: 'overall', value: 2.9 },
      { name: 'handled', value: 5 },
    ],
  },
];

/** The ratings sara.conti gave luca: the criteria each activity's assessor form asks, 1 to 5. */
const ratings: { user: string; test: string; values: Outcome[] }[] = [
  {
    user: 'luca.ferri',
    test: 'inbox',
    values: [
      { name: 'priorities', value: 4 },
      { name: 'communication', value: 2 },
      { name: 'overall', value: 3 },
    ],
  },
  {
    user: 'luca.ferri',
    test: 'roleplay',
    values: [
      { name: 'judgement', value: 4 },
      { name: 'empathy', value: 5 },
      { name: 'overall', value: 4.5 },
    ],
  },
  {
    user: 'luca.ferri',
    test: 'reasoning',
    values: [
      { name: 'analysis', value: 2 },
      { name: 'method', value: 2 },
      { name: 'overall', value: 2 },
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
  for (const { user, test, values } of ratings) {
    const testId = campaign.testIds[test];
    if (testId === undefined) throw new Error(`seed: unknown test ${test} in ${samples.campaign}`);
    await trx
      .insertInto('assessor_outcomes')
      .values({ assessor_id: userId(samples.assessor), assessed_id: userId(user), test_id: testId, outcomes: JSON.stringify(values), version: 1 })
      .execute();
  }
}
