import type { Answer360, Feedback360Part, QuestionsResponse, UserTest } from '@skillup/shared/api/contract';
import { buildFeedback360Part } from '../report/feedback360-report';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

/*
 * Two 360 campaigns of one company (docs/areas/feedback-360.md): the Leadership Assessment, whose
 * 360 test keeps id 360, and the sales team's, whose 360 test is known by its kind alone. marco
 * evaluates in both; nothing he does in one shows in the other.
 */
describe.each(testDatabases())('two 360 campaigns on $name', (target) => {
  let t: TestApp;
  let marco: string;
  const ids: Record<string, number> = {};
  const leadership = { campaign: 0, test: 0 };
  const sales = { campaign: 0, test: 0 };

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: marco } });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { cookie: marco } });
  const relationsIn = async (campaignId: number) =>
    ((await get(`/usercampaign/${campaignId}/userrelation`)).json().relations as { firstName: string; user_is_evaluated: string }[]).map(
      (r) => `${r.firstName} ${r.user_is_evaluated}`,
    );
  const savedIn = async (campaignId: number, evaluee: string) => (await get(`/usercampaign/${campaignId}/userrelation/${ids[evaluee]}`)).json();
  const runOf = async (testId: number) =>
    t.database.db
      .selectFrom('user_tests')
      .where('user_id', '=', ids['marco.bianchi']!)
      .where('test_id', '=', testId)
      .select(['status', 'version'])
      .executeTakeFirst();
  const lucaPart = (campaignId: number): Promise<Feedback360Part | undefined> =>
    buildFeedback360Part(t.database.db, { id: campaignId, is360: true, closed: false }, ids['luca.ferri']!, 'it');

  let version = 10;
  /** Every question of `campaignId` about `evaluee`, closed ones at `value`, open ones with `text`, as a newer version. */
  async function answerAll(campaignId: number, evaluee: string, value: number, text: string) {
    const { questions } = (await get(`/usercampaign/${campaignId}/questions/${ids[evaluee]}`)).json() as QuestionsResponse;
    const values: Answer360[] = [
      ...questions.closedQuestions.map((c) => ({ questionId: c.id, value })),
      ...questions.linkedQuestions.flatMap((l) => [
        { questionId: l.id, answerId: l.answers[0]!.id, value: l.columns[0]!.key },
        { questionId: l.id, answerId: l.answers[1]!.id, value: l.columns[1]!.key },
      ]),
      ...questions.openQuestions.map((o) => ({ questionId: o.id, textValue: text })),
    ];
    const response = await post(`/usercampaign/${campaignId}/outcomes/${ids[evaluee]}`, { version: ++version, values });
    expect(response.statusCode).toBe(200);
    return response.json() as { applied: boolean; user_is_evaluated: string; testStatus: string };
  }

  let leadershipBefore: { relations: string[]; luca: unknown; anna: unknown; part: Feedback360Part | undefined };

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    for (const u of await db.selectFrom('users').select(['id', 'email']).execute()) ids[u.email.split('@')[0] as string] = u.id;
    const tests360 = await db.selectFrom('tests').where('kind', '=', 'feedback360').select(['id', 'campaign_id']).orderBy('id').execute();
    const [other, first] = [tests360.find((row) => row.id !== 360)!, tests360.find((row) => row.id === 360)!];
    Object.assign(leadership, { campaign: first.campaign_id, test: first.id });
    Object.assign(sales, { campaign: other.campaign_id, test: other.id });

    // marco joins the sales 360 and evaluates luca and stefano there too.
    await db
      .insertInto('user_campaigns')
      .values({ user_id: ids['marco.bianchi']!, campaign_id: sales.campaign, lang: 'it', access_date: null, state: 'ACTIVE' })
      .execute();
    await db
      .insertInto('feedback360_relations')
      .values(
        (['luca.ferri', 'stefano.fontana'] as const).map((evaluee) => ({
          campaign_id: sales.campaign,
          evaluator_id: ids['marco.bianchi']!,
          evaluated_id: ids[evaluee]!,
          relation_type: 1,
          status: 'n' as const,
          answers_version: 0,
        })),
      )
      .execute();
    // A model for the sales campaign's report: one skill fed by its first three closed questions, shown from one rater.
    const area = await db
      .insertInto('report_areas')
      .values({ campaign_id: sales.campaign, code: 1, position: 1, name: JSON.stringify({ it: 'Vendita' }), feedback: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const skill = await db
      .insertInto('report_skills')
      .values({ area_id: area.id, position: 1, name: JSON.stringify({ it: 'Relazione col cliente' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const closed = await db
      .selectFrom('feedback360_questions')
      .where('campaign_id', '=', sales.campaign)
      .where('kind', '=', 'closed')
      .select('id')
      .orderBy('position')
      .limit(3)
      .execute();
    await db
      .insertInto('report_skill_questions')
      .values(closed.map((q) => ({ skill_id: skill.id, question_id: q.id })))
      .execute();
    await db
      .insertInto('report_configs')
      .values({ campaign_id: sales.campaign, threshold_peers: 1, threshold_others: 1, threshold_comments: 1 })
      .execute();

    marco = await t.login('marco.bianchi');
    leadershipBefore = {
      relations: await relationsIn(leadership.campaign),
      luca: await savedIn(leadership.campaign, 'luca.ferri'),
      anna: await savedIn(leadership.campaign, 'anna.rossi'),
      part: await lucaPart(leadership.campaign),
    };
  });
  afterAll(() => t?.close());

  it("tells the browser each campaign's 360 test by its kind, the Leadership one still with id 360", async () => {
    const kinds = async (campaignId: number) =>
      ((await get(`/usercampaign/${campaignId}/usertests`)).json().usertests as UserTest[]).map((test) => [test.id, test.kind]);
    expect(await kinds(leadership.campaign)).toContainEqual([360, 'feedback360']);
    expect((await kinds(leadership.campaign)).filter(([, kind]) => kind === 'feedback360')).toHaveLength(1);
    expect((await kinds(sales.campaign)).filter(([, kind]) => kind === 'feedback360')).toEqual([[sales.test, 'feedback360']]);
    expect(sales.test).not.toBe(360);
  });

  it('lists in each campaign only the evaluations of that campaign', async () => {
    expect(leadershipBefore.relations).toEqual(['Luca y', 'Elena n', 'Anna p', 'Marco n']);
    expect(await relationsIn(sales.campaign)).toEqual(['Luca n', 'Stefano n']);
    expect((await savedIn(sales.campaign, 'luca.ferri')).result).toEqual([]);
    expect((await get(`/usercampaign/${sales.campaign}/userrelation/${ids['anna.rossi']}`)).json().code).toBe('NOT_YOUR_EVALUATION');
    expect(await runOf(sales.test)).toBeUndefined();
  });

  it("stores the sales answers about luca in the sales campaign, moving its 360 test and leaving the Leadership one's as it was", async () => {
    expect(await answerAll(sales.campaign, 'luca.ferri', 2, 'Solo nel team vendite.')).toMatchObject({
      applied: true,
      user_is_evaluated: 'y',
      testStatus: 'incomplete',
    });
    expect(await runOf(sales.test)).toEqual({ status: 'incomplete', version: 1 });
    expect(await runOf(leadership.test)).toEqual({ status: 'incomplete', version: 1 });
    expect(await relationsIn(leadership.campaign)).toEqual(leadershipBefore.relations);
    expect(await savedIn(leadership.campaign, 'luca.ferri')).toEqual(leadershipBefore.luca);
    expect((await savedIn(sales.campaign, 'luca.ferri')).result.filter((a: Answer360) => a.value === 2 && a.answerId === undefined)).toHaveLength(21);
    const task = (await get(`/tests/${sales.test}/sync/${sales.campaign}/${ids['marco.bianchi']}`)).json();
    expect(task.data).toMatchObject({ testStatus: 'incomplete', version: 1 });
  });

  it('completes the Leadership 360 test with its own last relation, while the sales one stays in progress', async () => {
    for (const evaluee of ['anna.rossi', 'elena.galli', 'marco.bianchi']) await answerAll(leadership.campaign, evaluee, 5, 'Bene');
    expect(await runOf(leadership.test)).toEqual({ status: 'complete', version: 2 });
    expect(await runOf(sales.test)).toEqual({ status: 'incomplete', version: 1 });
    expect(await relationsIn(sales.campaign)).toEqual(['Luca y', 'Stefano n']);
  });

  it('completes the sales 360 test with its last relation, leaving the status version of the Leadership one alone', async () => {
    expect(await answerAll(sales.campaign, 'stefano.fontana', 4, 'Ascolta i clienti.')).toMatchObject({
      user_is_evaluated: 'y',
      testStatus: 'complete',
    });
    expect(await runOf(sales.test)).toEqual({ status: 'complete', version: 2 });
    expect(await runOf(leadership.test)).toEqual({ status: 'complete', version: 2 });
    // A later edit in one campaign bumps that campaign's 360 test only.
    await answerAll(sales.campaign, 'luca.ferri', 1, 'Solo nel team vendite.');
    expect(await runOf(sales.test)).toEqual({ status: 'complete', version: 3 });
    expect(await runOf(leadership.test)).toEqual({ status: 'complete', version: 2 });
  });

  it("keeps each campaign's stored questionnaire document its own", async () => {
    const url = (campaignId: number) => `/tests/360/data/${campaignId}/${ids['luca.ferri']}`;
    expect((await post(url(sales.campaign), { version: 5, data: '{"page":3}' })).json()).toMatchObject({ applied: true, version: 5 });
    expect((await get(url(leadership.campaign))).json()).toEqual({ status: true, data: { version: 1, testData: null } });
    expect((await get(url(sales.campaign))).json()).toEqual({ status: true, data: { version: 5, testData: '{"page":3}' } });
  });

  it("builds luca's 360 report part of each campaign from that campaign's answers only", async () => {
    expect(await lucaPart(leadership.campaign)).toEqual(leadershipBefore.part);
    expect(leadershipBefore.part?.comments[0]?.texts).not.toContain('Solo nel team vendite.');
    const part = await lucaPart(sales.campaign);
    expect(part?.skills.map((s) => s.name)).toEqual(['Relazione col cliente']);
    expect(part?.skills[0]?.figures.find((f) => f.group === 'peers')).toEqual({ group: 'peers', state: 'shown', raters: 1, value: 1 });
    expect(part?.comments.map((c) => c.texts)).toEqual([['Solo nel team vendite.'], ['Solo nel team vendite.']]);
  });
});
