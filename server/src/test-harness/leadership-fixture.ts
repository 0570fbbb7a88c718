import type { TestApp } from './test-app';
import { persona } from './test-app';

/** Ids the suites need from the demo seed: the Leadership Assessment (it holds test 360) and its tests. */
export async function leadershipFixture(t: TestApp) {
  const db = t.database.db;
  const { campaign_id: campaignId } = await db.selectFrom('tests').where('id', '=', 360).select('campaign_id').executeTakeFirstOrThrow();
  const tests = await db.selectFrom('tests').where('campaign_id', '=', campaignId).select(['id', 'abbreviation']).execute();
  const testId = (abbreviation: string) => {
    const test = tests.find((row) => row.abbreviation === abbreviation);
    if (!test) throw new Error(`no test ${abbreviation} in the Leadership Assessment`);
    return test.id;
  };
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const userId = (name: string) => {
    const user = users.find((row) => row.email === persona(name));
    if (!user) throw new Error(`no persona ${name}`);
    return user.id;
  };
  return { campaignId, testId, userId };
}

export type LeadershipFixture = Awaited<ReturnType<typeof leadershipFixture>>;
