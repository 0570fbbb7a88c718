import type { Answer360, QuestionsResponse } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { persona, startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('360 feedback on $name', (target) => {
  let t: TestApp;
  let marco: string;
  let anna: string;
  let luca: string;
  let campaignId: number;
  let acmeCampaign: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    campaignId = (await db.selectFrom('tests').where('id', '=', 360).select('campaign_id').executeTakeFirstOrThrow()).campaign_id;
    for (const u of await db.selectFrom('users').select(['id', 'email']).execute()) ids[u.email.split('@')[0] as string] = u.id;
    acmeCampaign = (
      await db
        .selectFrom('campaigns')
        .where('id', '<>', campaignId)
        .where(
          'company_id',
          '<>',
          (await db.selectFrom('campaigns').where('id', '=', campaignId).select('company_id').executeTakeFirstOrThrow()).company_id,
        )
        .select('id')
        .executeTakeFirstOrThrow()
    ).id;
    marco = await t.login('marco.bianchi');
    anna = await t.login('anna.rossi');
    luca = await t.login('luca.ferri');
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const post = (url: string, payload: object, cookie: string) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { cookie } });
  const questionsOf = async (evaluee: number, cookie = marco) =>
    (await get(`/usercampaign/${campaignId}/questions/${evaluee}`, cookie)).json() as QuestionsResponse;
  const saved = async (evaluee: number, cookie = marco) => (await get(`/usercampaign/${campaignId}/userrelation/${evaluee}`, cookie)).json();
  const statusOf360 = async (userId: number) =>
    (await t.database.db.selectFrom('user_tests').where('user_id', '=', userId).where('test_id', '=', 360).select('status').executeTakeFirst())
      ?.status;

  it('lists the people marco evaluates with labels in his language and their states, himself last', async () => {
    const response = await get(`/usercampaign/${campaignId}/userrelation`, marco);
    expect(response.statusCode).toBe(200);
    const { relations } = response.json();
    expect(
      relations.map((r: { firstName: string; user_is_evaluated: string; relationId: number; label: string }) => [
        r.firstName,
        r.user_is_evaluated,
        r.relationId,
        r.label,
      ]),
    ).toEqual([
      ['Luca', 'y', 1, 'Collega'],
      ['Elena', 'n', 1, 'Collega'],
      ['Anna', 'p', 4, 'Collaboratore'],
      ['Marco', 'n', 3, 'Autovalutazione'],
    ]);
  });

  it('gives the question sets: 21 closed on a 1–5 scale, 2 linked, 2 open; no middle option for relation type 4', async () => {
    const forElena = await questionsOf(ids['elena.galli']!);
    expect(forElena.relationId).toBe(1);
    expect(forElena.questions.closedQuestions.length).toBeGreaterThanOrEqual(20);
    expect(forElena.questions.closedQuestions[0]!.options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(forElena.questions.linkedQuestions).toHaveLength(2);
    expect(forElena.questions.linkedQuestions[0]).toMatchObject({ min_answers: 1, max_answers: 2 });
    expect(forElena.questions.openQuestions).toHaveLength(2);
    const forAnna = await questionsOf(ids['anna.rossi']!);
    expect(forAnna.questions.closedQuestions[0]!.options.map((o) => o.value)).toEqual([1, 2, 4, 5]);
  });

  it("refuses to show or take answers about someone the caller does not evaluate, and other companies' campaigns", async () => {
    for (const url of [
      `/usercampaign/${campaignId}/questions/${ids['giorgio.sala']}`,
      `/usercampaign/${campaignId}/userrelation/${ids['giorgio.sala']}`,
      `/tests/360/data/${campaignId}/${ids['giorgio.sala']}`,
    ]) {
      const response = await get(url, marco);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_YOUR_EVALUATION');
    }
    // Luca is evaluated by giorgio: the path names luca's own evaluation of himself, never giorgio's of him.
    const giorgio = await t.login('giorgio.sala');
    expect((await get(`/usercampaign/${campaignId}/userrelation/${ids['anna.rossi']}`, giorgio)).statusCode).toBe(404);
    expect((await get(`/usercampaign/${campaignId}/userrelation/${ids['luca.ferri']}`, luca)).json().result.length).toBeGreaterThan(20);
    const write = await post(`/usercampaign/${campaignId}/outcomes/${ids['elena.galli']}`, { version: 99, values: [] }, giorgio);
    expect(write.statusCode).toBe(404);
    // A participant without privacy consent is sent to it first.
    expect((await get(`/usercampaign/${campaignId}/userrelation`, anna)).json().code).toBe('NO_PRIVACY_CONSENT');
    expect((await get(`/usercampaign/${acmeCampaign}/userrelation`, marco)).statusCode).toBe(404);
    expect((await get(`/usercampaign/${campaignId}/userrelation`, '')).statusCode).toBe(401);
  });

  it('refuses bad pages with a message and stores nothing of them', async () => {
    const evaluee = ids['elena.galli']!;
    const q = (await questionsOf(evaluee)).questions;
    const linked = q.linkedQuestions[0]!;
    const open = q.openQuestions[0]!;
    const otherCampaignQuestion = await t.database.db
      .insertInto('feedback360_questions')
      .values({
        campaign_id: acmeCampaign,
        kind: 'closed',
        position: 1,
        text: JSON.stringify({ it: 'Altro' }),
        min_answers: null,
        max_answers: null,
        max_length: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pages: Answer360[][] = [
      [{ questionId: q.closedQuestions[0]!.id, value: 6 }],
      [{ questionId: q.closedQuestions[0]!.id, value: 0 }],
      [
        { questionId: q.closedQuestions[1]!.id, value: 4 },
        { questionId: otherCampaignQuestion.id, value: 3 },
      ],
      linked.answers.slice(0, 3).map((a) => ({ questionId: linked.id, answerId: a.id, value: linked.columns[0]!.key })),
      [{ questionId: linked.id, answerId: 999_999, value: 1 }],
      [{ questionId: linked.id, answerId: linked.answers[0]!.id, value: 9 }],
      [{ questionId: open.id, textValue: 'x'.repeat(open.maxLength + 1) }],
      [{ questionId: open.id, textValue: '   ' }],
    ];
    for (const values of pages) {
      const response = await post(`/usercampaign/${campaignId}/outcomes/${evaluee}`, { version: 50, values }, marco);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await post(`/usercampaign/${campaignId}/outcomes/${evaluee}`, { version: 50, values: [], extra: 1 }, marco)).statusCode).toBe(400);
    // Relation type 4 has no middle option.
    const middle = await post(
      `/usercampaign/${campaignId}/outcomes/${ids['anna.rossi']}`,
      { version: 50, values: [{ questionId: q.closedQuestions[0]!.id, value: 3 }] },
      marco,
    );
    expect(middle.statusCode).toBe(422);
    expect(await saved(evaluee)).toEqual({ status: true, version: 0, user_is_evaluated: 'n', result: [] });
  });

  it('stores pages by version (a replay changes nothing), p while half done, y when finished, and the 360 test completes with the last relation', async () => {
    const evaluee = ids['elena.galli']!;
    const q = (await questionsOf(evaluee)).questions;
    const url = `/usercampaign/${campaignId}/outcomes/${evaluee}`;
    const first = q.closedQuestions.slice(0, 10).map((c, i) => ({ questionId: c.id, value: (i % 5) + 1 }));
    const save1 = await post(url, { version: 1, values: first }, marco);
    expect(save1.json()).toEqual({ status: true, applied: true, version: 1, user_is_evaluated: 'p', testStatus: 'incomplete' });
    const replay = await post(url, { version: 1, values: first.map((a) => ({ ...a, value: 1 })) }, marco);
    expect(replay.json()).toMatchObject({ applied: false, version: 1, user_is_evaluated: 'p' });
    expect((await saved(evaluee)).result).toEqual(first);

    const rest = q.closedQuestions.slice(10).map((c) => ({ questionId: c.id, value: 4 }));
    await post(url, { version: 2, values: rest }, marco);
    let version = 2;
    for (const linked of q.linkedQuestions) {
      const values = [
        { questionId: linked.id, answerId: linked.answers[0]!.id, value: linked.columns[0]!.key },
        { questionId: linked.id, answerId: linked.answers[1]!.id, value: linked.columns[1]!.key },
      ];
      expect((await post(url, { version: ++version, values }, marco)).json().user_is_evaluated).toBe('p');
    }
    const [open1, open2] = q.openQuestions;
    await post(url, { version: ++version, values: [{ questionId: open1!.id, textValue: 'Ottima collega' }] }, marco);
    const done = await post(url, { version: ++version, values: [{ questionId: open2!.id, textValue: 'Più delega' }] }, marco);
    expect(done.json()).toMatchObject({ applied: true, user_is_evaluated: 'y', testStatus: 'incomplete' });
    const back = await saved(evaluee);
    expect(back.result).toHaveLength(q.closedQuestions.length + 4 + 2);
    expect(back.result).toContainEqual({ questionId: open1!.id, textValue: 'Ottima collega' });

    // Still modifiable, and stays y.
    const modified = await post(url, { version: ++version, values: [{ questionId: open1!.id, textValue: 'Collega eccellente' }] }, marco);
    expect(modified.json()).toMatchObject({ applied: true, user_is_evaluated: 'y' });
    expect(await statusOf360(ids['marco.bianchi']!)).toBe('incomplete');

    // Anna (half done) and himself: when the last one is y, the 360 test is complete.
    for (const who of ['anna.rossi', 'marco.bianchi']) {
      const other = ids[who]!;
      const sets = (await questionsOf(other)).questions;
      const values: Answer360[] = [
        ...sets.closedQuestions.map((c) => ({ questionId: c.id, value: 5 })),
        ...sets.linkedQuestions.map((l) => ({ questionId: l.id, answerId: l.answers[0]!.id, value: l.columns[0]!.key })),
        ...sets.linkedQuestions.map((l) => ({ questionId: l.id, answerId: l.answers[1]!.id, value: l.columns[1]!.key })),
        ...sets.openQuestions.map((o) => ({ questionId: o.id, textValue: 'Bene' })),
      ];
      const response = await post(`/usercampaign/${campaignId}/outcomes/${other}`, { version: 10, values }, marco);
      expect(response.json().user_is_evaluated).toBe('y');
      expect(response.json().testStatus).toBe(who === 'marco.bianchi' ? 'complete' : 'incomplete');
    }
    expect(await statusOf360(ids['marco.bianchi']!)).toBe('complete');
    const task = (await get(`/tests/360/sync/${campaignId}/${ids['marco.bianchi']}`, marco)).json();
    expect(task.data).toMatchObject({ testStatus: 'complete', version: 2 });
  });

  it('saves one linked question through the linked call, refusing a column over max_answers', async () => {
    const evaluee = ids['luca.ferri']!;
    const linked = (await questionsOf(evaluee)).questions.linkedQuestions[1]!;
    const url = `/360/campaign/${campaignId}/questions/linked`;
    const over = await post(
      url,
      { data: { user: evaluee, id: linked.id, answers: linked.answers.slice(0, 3).map((a) => ({ id: a.id, value: 1 })) } },
      marco,
    );
    expect(over.statusCode).toBe(422);
    const ok = await post(
      url,
      {
        data: {
          user: evaluee,
          id: linked.id,
          answers: [
            { id: linked.answers[3]!.id, value: 2 },
            { id: linked.answers[2]!.id, value: 1 },
          ],
        },
      },
      marco,
    );
    expect(ok.json()).toMatchObject({ status: true, applied: true, user_is_evaluated: 'y' });
    const placed = (await saved(evaluee)).result.filter((a: Answer360) => a.questionId === linked.id);
    expect(placed).toEqual(
      expect.arrayContaining([
        { questionId: linked.id, answerId: linked.answers[3]!.id, value: 2 },
        { questionId: linked.id, answerId: linked.answers[2]!.id, value: 1 },
      ]),
    );
    expect(placed).toHaveLength(2);
    const closedAsLinked = await post(
      url,
      { data: { user: evaluee, id: (await questionsOf(evaluee)).questions.closedQuestions[0]!.id, answers: [] } },
      marco,
    );
    expect(closedAsLinked.statusCode).toBe(422);
    expect((await post(url, { data: { user: ids['giorgio.sala'], id: linked.id, answers: [] } }, marco)).statusCode).toBe(404);
  });

  it('keeps the stored 360 data by version: empty at version 1, newer writes only', async () => {
    const url = `/tests/360/data/${campaignId}/${ids['luca.ferri']}`;
    expect((await get(url, luca)).statusCode).toBe(200);
    expect((await get(url, marco)).json()).toEqual({ status: true, data: { version: 1, testData: null } });
    expect((await post(url, { version: 3, data: '{"page":2}' }, marco)).json()).toEqual({ status: true, applied: true, version: 3 });
    expect((await post(url, { version: 2, data: '{"page":1}' }, marco)).json()).toEqual({ status: true, applied: false, version: 3 });
    expect((await get(url, marco)).json()).toEqual({ status: true, data: { version: 3, testData: '{"page":2}' } });
    // Luca's own draft of himself is his, not marco's.
    expect((await get(url, luca)).json().data.testData).toBeNull();
    expect((await post(url, { version: 4, data: 'x'.repeat(300_000) }, marco)).statusCode).toBe(400);
  });

  it('takes a queued page: its answers and the stored document together, by version, neither when the answers are refused', async () => {
    const evaluee = ids['elena.galli']!;
    const [open1] = (await questionsOf(evaluee)).questions.openQuestions;
    const url = `/usercampaign/${campaignId}/page/${evaluee}`;
    const dataUrl = `/tests/360/data/${campaignId}/${evaluee}`;
    const page = (version: number, text: string, data: string) =>
      post(url, { version, values: [{ questionId: open1!.id, textValue: text }], data }, marco);

    expect((await page(100, 'Collega presente', '{"page":24}')).json()).toMatchObject({ status: true, applied: true, version: 100 });
    const replay = await page(100, 'Ripetuta', '{"page":1}');
    expect(replay.json()).toMatchObject({ applied: false, version: 100 });
    const older = await page(99, 'Più vecchia', '{"page":2}');
    expect(older.json()).toMatchObject({ applied: false, version: 100 });
    const refused = await post(url, { version: 101, values: [{ questionId: open1!.id, textValue: '  ' }], data: '{"page":3}' }, marco);
    expect(refused.statusCode).toBe(422);
    expect((await post(url, { version: 102, values: [], data: '{}', extra: true }, marco)).statusCode).toBe(400);

    expect((await saved(evaluee)).result).toContainEqual({ questionId: open1!.id, textValue: 'Collega presente' });
    expect((await get(dataUrl, marco)).json()).toEqual({ status: true, data: { version: 100, testData: '{"page":24}' } });
    expect((await post(`/usercampaign/${campaignId}/page/${ids['giorgio.sala']}`, { version: 1, values: [], data: '{}' }, marco)).statusCode).toBe(
      404,
    );
  });

  it('still serves the generic status route of the 360 test', async () => {
    const response = await post(`/tests/360/status/${campaignId}/${ids['luca.ferri']}`, { version: 9, status: 'complete' }, luca);
    expect(response.statusCode).toBe(200);
  });

  it('seeds luca with raters in every group, the direct reports one short of their threshold, answers spread', async () => {
    const rows = await t.database.db
      .selectFrom('feedback360_relations')
      .where('evaluated_id', '=', ids['luca.ferri']!)
      .select(['relation_type', 'status'])
      .execute();
    const count = (type: number, status = 'y') => rows.filter((r) => r.relation_type === type && r.status === status).length;
    expect([count(1) >= 3, count(4), count(4, 'p'), count(2) >= 1, count(3)]).toEqual([true, 2, 1, true, 1]);
    const values = await t.database.db
      .selectFrom('feedback360_answers')
      .where('evaluated_id', '=', ids['luca.ferri']!)
      .where('answer_id', 'is', null)
      .where('value', 'is not', null)
      .select('value')
      .execute();
    expect(new Set(values.map((v) => v.value)).size).toBeGreaterThanOrEqual(4);
    expect(persona('luca.ferri')).toContain('luca');
  });
});
