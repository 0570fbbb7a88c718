import fc from 'fast-check';
import type { QuestionsResponse } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('360 answers against arbitrary pages on $name', (target) => {
  let t: TestApp;
  let marco: string;
  let campaignId: number;
  let evaluee: number;
  let questionIds: number[];
  let answerIds: number[];

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    campaignId = (await db.selectFrom('tests').where('id', '=', 360).select('campaign_id').executeTakeFirstOrThrow()).campaign_id;
    evaluee = (await db.selectFrom('users').where('email', '=', 'elena.galli@demo.skillup.test').select('id').executeTakeFirstOrThrow()).id;
    marco = await t.login('marco.bianchi');
    const sets = (
      await t.app.inject({ method: 'GET', url: `/api/usercampaign/${campaignId}/questions/${evaluee}`, headers: { cookie: marco } })
    ).json() as QuestionsResponse;
    questionIds = [...sets.questions.closedQuestions, ...sets.questions.linkedQuestions, ...sets.questions.openQuestions].map((q) => q.id);
    answerIds = sets.questions.linkedQuestions.flatMap((q) => q.answers.map((a) => a.id));
  });
  afterAll(() => t?.close());

  const saved = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/usercampaign/${campaignId}/userrelation/${evaluee}`, headers: { cookie: marco } })).json();

  it('stores a page only when every answer is valid, and answers anything else with a 4xx and a message', async () => {
    const answer = fc.record(
      {
        questionId: fc.oneof(fc.constantFrom(...questionIds), fc.integer({ min: -3, max: 100_000 })),
        answerId: fc.oneof(fc.constantFrom(...answerIds), fc.integer({ min: -3, max: 100_000 })),
        value: fc.integer({ min: -3, max: 8 }),
        textValue: fc.string({ maxLength: 1200 }),
      },
      { requiredKeys: ['questionId'] },
    );
    let version = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(answer, { maxLength: 6 }), async (values) => {
        const before = await saved();
        version += 1;
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/usercampaign/${campaignId}/outcomes/${evaluee}`,
          headers: { cookie: marco },
          payload: { version, values },
        });
        expect([200, 400, 422]).toContain(response.statusCode);
        if (response.statusCode !== 200) {
          expect(response.json().message).toEqual(expect.any(String));
          expect(await saved()).toEqual(before);
        }
      }),
      { numRuns: 60 },
    );
  });
});
