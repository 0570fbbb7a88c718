import { Value } from '@sinclair/typebox/value';
import { AdminQuestionnaireResponse, QuestionsResponse, type AdminQuestionnaire } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { leadershipFixture } from '../../test-harness/leadership-fixture';
import { OPS_TOKEN, startTestApp, type TestApp } from '../../test-harness/test-app';
import { companyIdOf, hrSessions, insertEnrolledUser, loginAs } from '../../test-harness/users';

type Method = 'GET' | 'PUT' | 'POST';

const scale = [1, 2, 3, 4, 5].map((value) => ({ value, label: { it: `Valore ${value}`, en: `Value ${value}` } }));

/** One question of each kind, with a blank variant and spaces around a text, as HR might type them. */
const sample = (skillId: number | null): AdminQuestionnaire => ({
  scale,
  questions: [
    { kind: 'closed', text: { it: 'Ascolta i colleghi', en: 'Listens to colleagues', es: '  ' }, skillId },
    {
      kind: 'linked',
      text: { it: 'Punti di forza e aree da sviluppare', en: 'Strengths and areas to develop' },
      minAnswers: 1,
      maxAnswers: 2,
      columns: [{ label: { it: 'Punto di forza', en: 'Strength' } }, { label: { it: 'Da sviluppare', en: 'To develop' } }],
      answers: [{ label: { it: 'Visione' } }, { label: { it: 'Ascolto', en: 'Listening' } }, { label: { it: 'Delega' } }],
    },
    { kind: 'closed', text: { it: '  Decide in tempo  ' }, skillId: null },
    { kind: 'open', text: { en: 'What should they keep doing?' }, maxLength: 500 },
  ],
});

describe.each(testDatabases())('HR: the 360 questionnaire of a campaign on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let acmeAdmin: string;
  let reader: string;
  let demo: number;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp(target);
    ({ admin, acmeAdmin, reader } = await hrSessions(t));
    demo = await companyIdOf(t, 'demo');
  });
  afterAll(() => t?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = { cookie: admin }) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
  const questionnaireOf = (campaignId: number, payload?: object, headers?: Record<string, string>) =>
    call(payload ? 'PUT' : 'GET', `/campaigns/${campaignId}/feedback360`, payload, headers);

  /** A 360 campaign as HR makes it in the console: the campaign, then its 360 test. */
  async function new360Campaign(with360Test = true) {
    const created = await call('POST', '/campaigns', {
      languages: [{ lang: 'it', name: 'Feedback 360', description: '' }],
      theme: 'skillup',
      dateStart: '2027-01-01',
      dateEnd: '2027-12-31',
      is360: true,
    });
    const campaignId = created.json().campaign.id as number;
    if (with360Test) {
      const test = await call('POST', `/campaigns/${campaignId}/tests`, { activity: '360', abbreviation: '360', name: { it: 'Feedback 360°' } });
      expect(test.statusCode).toBe(201);
    }
    return campaignId;
  }

  /** A report model of one area and two skills for the campaign, which HR's questions may feed. */
  async function addSkills(campaignId: number): Promise<[number, number]> {
    const db = t.database.db;
    const area = await db
      .insertInto('report_areas')
      .values({ campaign_id: campaignId, code: 1, position: 1, name: JSON.stringify({ it: 'Relazioni', en: 'Relations' }), feedback: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const skills = await db
      .insertInto('report_skills')
      .values([
        { area_id: area.id, position: 2, name: JSON.stringify({ it: 'Delega' }) },
        { area_id: area.id, position: 1, name: JSON.stringify({ it: 'Ascolto', en: 'Listening' }) },
      ])
      .returning('id')
      .execute();
    return [skills[1]!.id, skills[0]!.id];
  }

  const storedRows = async (campaignId: number) => {
    const db = t.database.db;
    const questions = await db.selectFrom('feedback360_questions').where('campaign_id', '=', campaignId).selectAll().orderBy('position').execute();
    const ids = questions.map((q) => q.id);
    return {
      questions,
      scale: await db.selectFrom('feedback360_scale').where('campaign_id', '=', campaignId).selectAll().orderBy('value').execute(),
      columns: ids.length
        ? await db.selectFrom('feedback360_linked_columns').where('question_id', 'in', ids).selectAll().orderBy('position').execute()
        : [],
      skills: ids.length ? await db.selectFrom('report_skill_questions').where('question_id', 'in', ids).selectAll().execute() : [],
    };
  };

  it('reads a new 360 campaign as empty and open to change, with the skills of its report in the report’s order', async () => {
    const campaignId = await new360Campaign();
    expect((await questionnaireOf(campaignId)).json()).toEqual({ questionnaire: null, skills: [], lockedBy: null });
    const [listening, delegation] = await addSkills(campaignId);
    const response = await questionnaireOf(campaignId);
    expect(response.statusCode).toBe(200);
    expect(Value.Check(AdminQuestionnaireResponse, response.json())).toBe(true);
    expect(response.json().skills).toEqual([
      { id: listening, area: { it: 'Relazioni', en: 'Relations' }, name: { it: 'Ascolto', en: 'Listening' } },
      { id: delegation, area: { it: 'Relazioni', en: 'Relations' }, name: { it: 'Delega' } },
    ]);
  });

  it('stores a questionnaire in the order given, answers it as GET does, and replaces it as a whole', async () => {
    const campaignId = await new360Campaign();
    const [listening] = await addSkills(campaignId);
    const put = await questionnaireOf(campaignId, sample(listening));
    expect(put.statusCode).toBe(200);
    expect(Value.Check(AdminQuestionnaireResponse, put.json())).toBe(true);
    const expected = sample(listening);
    expected.questions[0]!.text = { it: 'Ascolta i colleghi', en: 'Listens to colleagues' };
    expected.questions[2]!.text = { it: 'Decide in tempo' };
    expect(put.json().questionnaire).toEqual(expected);
    expect(put.json().lockedBy).toBeNull();
    expect((await questionnaireOf(campaignId)).json()).toEqual(put.json());

    const rows = await storedRows(campaignId);
    expect(rows.questions.map((q) => [q.position, q.kind, q.min_answers, q.max_answers, q.max_length])).toEqual([
      [1, 'closed', null, null, null],
      [2, 'linked', 1, 2, null],
      [3, 'closed', null, null, null],
      [4, 'open', null, null, 500],
    ]);
    expect(rows.columns.map((c) => [c.key, c.position])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(rows.skills).toEqual([{ skill_id: listening, question_id: rows.questions[0]!.id }]);

    const shorter: AdminQuestionnaire = {
      scale: scale.slice().reverse(),
      questions: [
        { kind: 'open', text: { it: 'Un consiglio?' }, maxLength: 200 },
        { kind: 'closed', text: { it: 'Ascolta' }, skillId: null },
      ],
    };
    const replaced = await questionnaireOf(campaignId, shorter);
    expect(replaced.json().questionnaire).toEqual({ ...shorter, scale });
    const after = await storedRows(campaignId);
    expect(after.questions.map((q) => q.kind)).toEqual(['open', 'closed']);
    expect(after.questions.map((q) => q.id)).not.toContain(rows.questions[0]!.id);
    expect(after.skills).toEqual([]);
    const left = await t.database.db
      .selectFrom('feedback360_linked_answers')
      .where(
        'question_id',
        'in',
        rows.questions.map((q) => q.id),
      )
      .select('id')
      .execute();
    expect(left).toEqual([]);
  });

  it('reads the seeded Leadership Assessment: its questions, their skills, and locked by its answers', async () => {
    const { campaignId } = await leadershipFixture(t);
    const response = await questionnaireOf(campaignId);
    const { questionnaire, skills, lockedBy } = response.json();
    expect(lockedBy).toBe('HAS_ANSWERS');
    expect(questionnaire.scale.map((step: { label: { en: string } }) => step.label.en)).toEqual(['Never', 'Rarely', 'Sometimes', 'Often', 'Always']);
    expect(questionnaire.questions.map((q: { kind: string }) => q.kind)).toEqual([
      ...Array<string>(21).fill('closed'),
      'linked',
      'linked',
      'open',
      'open',
    ]);
    const skillIds = new Set(skills.map((skill: { id: number }) => skill.id));
    const fed = questionnaire.questions.filter((q: { skillId?: number | null }) => q.skillId != null);
    expect(fed).toHaveLength(21);
    expect(fed.every((q: { skillId: number }) => skillIds.has(q.skillId))).toBe(true);
    expect(questionnaire.questions[21]).toMatchObject({ minAnswers: 1, maxAnswers: 2, columns: [{}, {}] });

    const put = await questionnaireOf(campaignId, sample(null));
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe('QUESTIONNAIRE_LOCKED');
    expect((await questionnaireOf(campaignId)).json()).toEqual(response.json());
  });

  const linked = (overrides: object) => ({
    kind: 'linked',
    text: { it: 'Colonne' },
    minAnswers: 1,
    maxAnswers: 2,
    columns: [{ label: { it: 'A' } }, { label: { it: 'B' } }],
    answers: [{ label: { it: 'Uno' } }, { label: { it: 'Due' } }, { label: { it: 'Tre' } }],
    ...overrides,
  });
  const withQuestion = (question: object) => ({ scale, questions: [{ kind: 'closed', text: { it: 'Ascolta' }, skillId: null }, question] });

  it.each([
    [
      'a scale value twice',
      { scale: [...scale.slice(0, 4), { value: 4, label: { it: 'Ancora' } }], questions: sample(null).questions },
      'SCALE_VALUES',
    ],
    [
      'a scale label blank in every language',
      { scale: [{ value: 1, label: { it: ' ', en: '' } }, ...scale.slice(1)], questions: sample(null).questions },
      'NO_LABEL',
    ],
    ['a question without a text', withQuestion({ kind: 'open', text: {}, maxLength: 10 }), 'NO_LABEL'],
    ['a question blank in every language', withQuestion({ kind: 'closed', text: { it: '\t', en: ' ', es: '' }, skillId: null }), 'NO_LABEL'],
    ['a blank column', withQuestion(linked({ columns: [{ label: { it: 'A' } }, { label: { en: '  ' } }] })), 'NO_LABEL'],
    ['a blank answer', withQuestion(linked({ answers: [{ label: { it: 'Uno' } }, { label: {} }, { label: { it: 'Tre' } }] })), 'NO_LABEL'],
    ['minAnswers above maxAnswers', withQuestion(linked({ minAnswers: 3, maxAnswers: 2 })), 'ANSWER_LIMITS'],
    ['maxAnswers above the answers', withQuestion(linked({ maxAnswers: 4 })), 'ANSWER_LIMITS'],
    ['too few answers to fill every column', withQuestion(linked({ minAnswers: 2, maxAnswers: 3 })), 'ANSWER_LIMITS'],
    ['a skill of another campaign’s report', 'foreignSkill', 'UNKNOWN_SKILL'],
    ['a field the contract lacks', withQuestion({ kind: 'open', text: { it: 'x' }, maxLength: 10, required: true }), 'BAD_REQUEST'],
    ['a language the contract lacks', withQuestion({ kind: 'open', text: { de: 'Frage' }, maxLength: 10 }), 'BAD_REQUEST'],
    ['a kind of question there is not', withQuestion({ kind: 'ranking', text: { it: 'x' } }), 'BAD_REQUEST'],
    ['four steps of scale', { scale: scale.slice(1), questions: sample(null).questions }, 'BAD_REQUEST'],
    ['no question', { scale, questions: [] }, 'BAD_REQUEST'],
    ['an open answer longer than a rater may send', withQuestion({ kind: 'open', text: { it: 'x' }, maxLength: 4001 }), 'BAD_REQUEST'],
  ])('refuses %s with 400 and keeps the questionnaire it had', async (_, body, code) => {
    const campaignId = await new360Campaign();
    const [listening] = await addSkills(campaignId);
    const before = (await questionnaireOf(campaignId, sample(listening))).json();
    let payload = body as object;
    if (body === 'foreignSkill') {
      const leadership = await leadershipFixture(t);
      const [foreign] = (await questionnaireOf(leadership.campaignId)).json().skills;
      payload = withQuestion({ kind: 'closed', text: { it: 'Ascolta' }, skillId: foreign.id });
    }
    const response = await questionnaireOf(campaignId, payload);
    expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 400, code });
    expect(response.json().message).toMatch(/\S/);
    expect((await questionnaireOf(campaignId)).json()).toEqual(before);
  });

  it('answers NOT_360 for a campaign without a 360 test, to read and to write', async () => {
    const campaignId = await new360Campaign(false);
    for (const response of [await questionnaireOf(campaignId), await questionnaireOf(campaignId, sample(null))]) {
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 404, code: 'NOT_360' });
    }
    expect((await storedRows(campaignId)).scale).toEqual([]);
  });

  it('locks the questionnaire of a closed campaign', async () => {
    const campaignId = await new360Campaign();
    expect((await questionnaireOf(campaignId, sample(null))).statusCode).toBe(200);
    await call('POST', `/campaigns/${campaignId}/launch`);
    expect((await questionnaireOf(campaignId)).json().lockedBy).toBeNull();
    await call('POST', `/campaigns/${campaignId}/close`);
    const read = await questionnaireOf(campaignId);
    expect(read.json().lockedBy).toBe('CAMPAIGN_CLOSED');
    const put = await questionnaireOf(campaignId, { scale, questions: [{ kind: 'open', text: { it: 'Altro' }, maxLength: 10 }] });
    expect({ status: put.statusCode, code: put.json().code }).toEqual({ status: 409, code: 'QUESTIONNAIRE_LOCKED' });
    expect((await questionnaireOf(campaignId)).json()).toEqual(read.json());
  });

  it('answers another company’s campaign 404 CAMPAIGN_NOT_FOUND and changes nothing there', async () => {
    const campaignId = await new360Campaign();
    const acme = { cookie: acmeAdmin };
    for (const response of [await questionnaireOf(campaignId, undefined, acme), await questionnaireOf(campaignId, sample(null), acme)]) {
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 404, code: 'CAMPAIGN_NOT_FOUND' });
    }
    expect((await questionnaireOf(campaignId)).json().questionnaire).toBeNull();
  });

  it('lets the operations token read and write, a superassessor read only', async () => {
    const campaignId = await new360Campaign();
    const ops = { authorization: `Bearer ${OPS_TOKEN}` };
    expect((await questionnaireOf(campaignId, sample(null), ops)).statusCode).toBe(200);
    const read = await questionnaireOf(campaignId, undefined, ops);
    expect(read.statusCode).toBe(200);
    expect(read.json().questionnaire.questions).toHaveLength(4);

    const asReader = await questionnaireOf(campaignId, undefined, { cookie: reader });
    expect(asReader.statusCode).toBe(200);
    expect(asReader.json()).toEqual(read.json());
    const refused = await questionnaireOf(campaignId, { scale, questions: [{ kind: 'open', text: { it: 'x' }, maxLength: 5 }] }, { cookie: reader });
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await questionnaireOf(campaignId)).json()).toEqual(read.json());
  });

  describe('what raters then read and answer', () => {
    /** A person of the demo company enrolled in the campaign, in `lang`, consent given. */
    function newPerson(campaignId: number, lang: string) {
      people += 1;
      return insertEnrolledUser(t, {
        companyId: demo,
        email: `rater-${people}@demo.skillup.test`,
        firstName: 'Valutatore',
        lastName: String(people),
        lang,
        campaignIds: [campaignId],
      });
    }

    /** An open 360 campaign with HR's questionnaire, a rater in `lang` and the colleague they evaluate. */
    async function evaluation(lang: string) {
      const campaignId = await new360Campaign();
      const [listening] = await addSkills(campaignId);
      expect((await questionnaireOf(campaignId, sample(listening))).statusCode).toBe(200);
      expect((await call('POST', `/campaigns/${campaignId}/launch`)).statusCode).toBe(200);
      const rater = await newPerson(campaignId, lang);
      const colleague = await newPerson(campaignId, lang);
      await t.database.db
        .insertInto('feedback360_relations')
        .values({ campaign_id: campaignId, evaluator_id: rater.id, evaluated_id: colleague.id, relation_type: 1 })
        .execute();
      const cookie = await loginAs(t, rater.email);
      const asRater = (method: Method, url: string, payload?: object) =>
        t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
      return { campaignId, rater, colleague, asRater };
    }

    it('reads the questionnaire HR wrote in the rater’s language, and takes a full evaluation of it', async () => {
      const { campaignId, colleague, asRater } = await evaluation('en');
      const response = await asRater('GET', `/usercampaign/${campaignId}/questions/${colleague.id}`);
      expect(response.statusCode).toBe(200);
      expect(Value.Check(QuestionsResponse, response.json())).toBe(true);
      const { questions } = response.json() as QuestionsResponse;
      const options = [1, 2, 3, 4, 5].map((value) => ({ value, label: `Value ${value}` }));
      expect(questions.closedQuestions.map(({ text, options: offered }) => ({ text, offered }))).toEqual([
        { text: 'Listens to colleagues', offered: options },
        { text: 'Decide in tempo', offered: options },
      ]);
      expect(questions.linkedQuestions).toEqual([
        {
          id: expect.any(Number),
          label: 'Strengths and areas to develop',
          min_answers: 1,
          max_answers: 2,
          columns: [
            { key: 1, label: 'Strength', order: 1 },
            { key: 2, label: 'To develop', order: 2 },
          ],
          answers: [
            { id: expect.any(Number), label: 'Visione' },
            { id: expect.any(Number), label: 'Listening' },
            { id: expect.any(Number), label: 'Delega' },
          ],
        },
      ]);
      expect(questions.openQuestions).toEqual([{ id: expect.any(Number), text: 'What should they keep doing?', maxLength: 500 }]);

      const [strengths] = questions.linkedQuestions;
      const saved = await asRater('POST', `/usercampaign/${campaignId}/outcomes/${colleague.id}`, {
        version: 1,
        values: [
          ...questions.closedQuestions.map((q) => ({ questionId: q.id, value: 4 })),
          { questionId: strengths!.id, answerId: strengths!.answers[0]!.id, value: 1 },
          { questionId: strengths!.id, answerId: strengths!.answers[2]!.id, value: 2 },
          { questionId: questions.openQuestions[0]!.id, textValue: 'Keep listening' },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ applied: true, user_is_evaluated: 'y', testStatus: 'complete' });
    });

    it('locks the questionnaire once a rater has answered, and keeps what they answered', async () => {
      const { campaignId, colleague, asRater } = await evaluation('it');
      const { questions } = (await asRater('GET', `/usercampaign/${campaignId}/questions/${colleague.id}`)).json() as QuestionsResponse;
      const first = questions.closedQuestions[0]!.id;
      const saved = await asRater('POST', `/usercampaign/${campaignId}/outcomes/${colleague.id}`, {
        version: 1,
        values: [{ questionId: first, value: 2 }],
      });
      expect(saved.json()).toMatchObject({ applied: true, user_is_evaluated: 'p' });

      const read = await questionnaireOf(campaignId);
      expect(read.json().lockedBy).toBe('HAS_ANSWERS');
      const put = await questionnaireOf(campaignId, sample(null));
      expect({ status: put.statusCode, code: put.json().code }).toEqual({ status: 409, code: 'QUESTIONNAIRE_LOCKED' });
      expect((await questionnaireOf(campaignId)).json()).toEqual(read.json());
      const answers = await asRater('GET', `/usercampaign/${campaignId}/userrelation/${colleague.id}`);
      expect(answers.json().result).toEqual([{ questionId: first, value: 2 }]);
    });

    it('waits for a rater’s answer being saved at the same moment, then refuses to replace what it answers', async () => {
      const { campaignId, rater, colleague, asRater } = await evaluation('it');
      const { questions } = (await asRater('GET', `/usercampaign/${campaignId}/questions/${colleague.id}`)).json() as QuestionsResponse;
      const key = { campaign_id: campaignId, evaluator_id: rater.id, evaluated_id: colleague.id };
      let put: ReturnType<typeof questionnaireOf> | undefined;
      // A save as server/src/feedback360/answers-store.ts makes it, its transaction still open
      // while HR's replacement arrives.
      await t.database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('feedback360_relations')
          .set({ answers_version: 1 })
          .where('campaign_id', '=', campaignId)
          .where('evaluator_id', '=', rater.id)
          .where('evaluated_id', '=', colleague.id)
          .execute();
        await trx
          .insertInto('feedback360_answers')
          .values({ ...key, question_id: questions.closedQuestions[0]!.id, answer_id: null, value: 5, text_value: null })
          .execute();
        put = questionnaireOf(campaignId, sample(null));
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const response = await put!;
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 409, code: 'QUESTIONNAIRE_LOCKED' });
      const answers = await asRater('GET', `/usercampaign/${campaignId}/userrelation/${colleague.id}`);
      expect(answers.json().result).toEqual([{ questionId: questions.closedQuestions[0]!.id, value: 5 }]);
    });

    it('refuses, with 422 and nothing stored, a rater’s answers to questions HR replaced while they were on their way', async () => {
      const { campaignId, rater, colleague, asRater } = await evaluation('it');
      const { questions } = (await asRater('GET', `/usercampaign/${campaignId}/questions/${colleague.id}`)).json() as QuestionsResponse;
      let save: ReturnType<typeof asRater> | undefined;
      // HR's replacement as server/src/admin/feedback360/ makes it, its transaction still open
      // while the rater's save, checked against the old questions, arrives.
      await t.database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('feedback360_relations').where('campaign_id', '=', campaignId).selectAll().forShare().execute();
        await trx.deleteFrom('feedback360_questions').where('campaign_id', '=', campaignId).execute();
        await trx
          .insertInto('feedback360_questions')
          .values({
            campaign_id: campaignId,
            kind: 'closed',
            position: 1,
            text: JSON.stringify({ it: 'Nuova' }),
            min_answers: null,
            max_answers: null,
            max_length: null,
          })
          .execute();
        save = asRater('POST', `/usercampaign/${campaignId}/outcomes/${colleague.id}`, {
          version: 1,
          values: [{ questionId: questions.closedQuestions[0]!.id, value: 4 }],
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const response = await save!;
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 422, code: 'INVALID_ANSWER' });
      const stored = await t.database.db
        .selectFrom('feedback360_relations')
        .where('campaign_id', '=', campaignId)
        .where('evaluator_id', '=', rater.id)
        .select(['answers_version', 'status'])
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ answers_version: 0, status: 'n' });
    });
  });
});
