import type { Feedback360Figure, Feedback360Group, Feedback360Part, IndividualReport } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';
import { pdfPages } from './pdf-text';
import { companyIdOf, insertEnrolledUser } from '../test-harness/users';

describe.each(testDatabases())('the 360 part of the report on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let luca: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    luca = await t.login('luca.ferri');
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const partOf = async (cookie: string): Promise<Feedback360Part | undefined> => {
    const response = await get(`/api/report/${f.campaignId}/individual/personal/${f.userId('luca.ferri')}`, cookie);
    expect(response.statusCode).toBe(200);
    return (response.json().result.rep as IndividualReport).feedback360;
  };
  const figures = (part: Feedback360Part | undefined, skill: string) => {
    const found = part?.skills.find((s) => s.name === skill);
    if (!found) throw new Error(`no ${skill} in the 360 part`);
    return Object.fromEntries(found.figures.map((fig) => [fig.group, fig])) as Record<Feedback360Group, Feedback360Figure>;
  };
  const config = (set: Record<string, number>) =>
    t.database.db.updateTable('report_configs').set(set).where('campaign_id', '=', f.campaignId).execute();

  it("shows luca's self, peers and pooled others, and keeps back the direct reports and, to protect them, the manager", async () => {
    const part = await partOf(luca);
    expect(part?.skills.map((s) => s.name)).toEqual([
      'Ascolto ed empatia',
      'Sviluppo dei collaboratori',
      'Pianificazione e priorità',
      'Comunicazione',
      'Analisi dei problemi',
      'Metodo',
      'Valori personali',
    ]);
    const listening = figures(part, 'Ascolto ed empatia');
    expect(listening.self).toEqual({ group: 'self', state: 'shown', raters: 1, value: 4.3 });
    expect(listening.peers).toEqual({ group: 'peers', state: 'shown', raters: 3, value: 3.2 });
    expect(listening.others).toEqual({ group: 'others', state: 'shown', raters: 6, value: 3.3 });
    expect(listening.directReports).toEqual({ group: 'directReports', state: 'hidden', raters: null, value: null });
    expect(listening.manager).toEqual({ group: 'manager', state: 'hidden', raters: null, value: null });
    expect(part?.skills.filter((s) => s.gapKind).map((s) => [s.name, s.gap, s.gapKind])).toEqual([
      ['Ascolto ed empatia', 1, 'blindSpot'],
      ['Metodo', 1.1, 'blindSpot'],
    ]);
    expect(part?.comments.map((c) => c.question)).toEqual([
      'Che cosa apprezzi di più del suo modo di lavorare?',
      'Che cosa gli consiglieresti di migliorare?',
    ]);
    expect(part?.comments[0]?.texts).toHaveLength(6);
    expect(part?.selfComments).toEqual([
      { question: 'Che cosa apprezzi di più del suo modo di lavorare?', texts: ['Tiene fede agli impegni.'] },
      { question: 'Che cosa gli consiglieresti di migliorare?', texts: ['Dare feedback più frequenti.'] },
    ]);
    expect(part?.thresholds).toEqual({ self: 1, manager: 1, peers: 3, directReports: 3, others: 3, comments: 3 });
  });

  it('never sends who said what', async () => {
    const response = await get(`/api/report/${f.campaignId}/individual/personal/${f.userId('luca.ferri')}`, luca);
    const part = JSON.stringify(response.json().result.rep.feedback360);
    expect(part).not.toMatch(/evaluator|rater_|userId|Giorgio|Sala|Roberto|Marini|Federica|Matteo|Silvia/);
    for (const name of ['giorgio.sala', 'roberto.marini', 'matteo.gallo']) expect(part).not.toContain(`"id":${f.userId(name)}`);
  });

  /** A submitted evaluation of luca by `evaluatorId` as a direct report, every closed question at 5; returns its undoing. */
  async function directReportSubmits(evaluatorId: number): Promise<() => Promise<void>> {
    const db = t.database.db;
    const key = { campaign_id: f.campaignId, evaluator_id: evaluatorId, evaluated_id: f.userId('luca.ferri') };
    const relation = await db
      .selectFrom('feedback360_relations')
      .where('campaign_id', '=', key.campaign_id)
      .where('evaluator_id', '=', key.evaluator_id)
      .where('evaluated_id', '=', key.evaluated_id)
      .select(['status', 'answers_version'])
      .executeTakeFirst();
    const answered = await db
      .selectFrom('feedback360_answers')
      .where('campaign_id', '=', key.campaign_id)
      .where('evaluator_id', '=', key.evaluator_id)
      .where('evaluated_id', '=', key.evaluated_id)
      .select('question_id')
      .execute();
    const closed = await db
      .selectFrom('feedback360_questions')
      .where('campaign_id', '=', f.campaignId)
      .where('kind', '=', 'closed')
      .select('id')
      .execute();
    const missing = closed.filter((q) => !answered.some((a) => a.question_id === q.id)).map((q) => q.id);
    const version = (relation?.answers_version ?? 0) + 1;
    const setRelation = (status: 'n' | 'p' | 'y', answers_version: number) =>
      db
        .updateTable('feedback360_relations')
        .set({ status, answers_version })
        .where('campaign_id', '=', key.campaign_id)
        .where('evaluator_id', '=', key.evaluator_id)
        .where('evaluated_id', '=', key.evaluated_id)
        .execute();
    if (relation) await setRelation('y', version);
    else
      await db
        .insertInto('feedback360_relations')
        .values({ ...key, relation_type: 4, status: 'y', answers_version: version })
        .execute();
    if (missing.length) {
      await db
        .insertInto('feedback360_answers')
        .values(missing.map((question_id) => ({ ...key, question_id, answer_id: null, value: 5, text_value: null })))
        .execute();
    }
    return async () => {
      const remove = (table: 'feedback360_answers' | 'feedback360_relations') =>
        db
          .deleteFrom(table)
          .where('campaign_id', '=', key.campaign_id)
          .where('evaluator_id', '=', key.evaluator_id)
          .where('evaluated_id', '=', key.evaluated_id);
      if (missing.length) await remove('feedback360_answers').where('question_id', 'in', missing).execute();
      if (relation) await setRelation(relation.status, relation.answers_version);
      else await remove('feedback360_relations').execute();
    };
  }
  /** Forgets luca's published steps, so that the next read publishes what is submitted again. */
  const forgetSteps = () =>
    t.database.db
      .deleteFrom('feedback360_report_steps')
      .where('campaign_id', '=', f.campaignId)
      .where('evaluated_id', '=', f.userId('luca.ferri'))
      .execute();
  let extraRaters = 0;
  const newDirectReport = async () => {
    extraRaters += 1;
    return (
      await insertEnrolledUser(t, {
        companyId: await companyIdOf(t, 'demo'),
        email: `riporto-${extraRaters}@demo.skillup.test`,
        firstName: 'Riporto',
        lastName: String(extraRaters),
        campaignIds: [f.campaignId],
      })
    ).id;
  };

  it("holds back andrea's evaluation, luca's only new direct report, and takes it in with two more", async () => {
    const before = await partOf(luca);
    const undo = [await directReportSubmits(f.userId('andrea.pellegrini'))];
    try {
      expect(await partOf(luca)).toEqual(before);
      undo.push(await directReportSubmits(await newDirectReport()));
      expect(await partOf(luca)).toEqual(before);
      undo.push(await directReportSubmits(await newDirectReport()));
      // Two servers read it at once: one takes the step, the other waits for it and finds it taken.
      const replica = await t.replica();
      const url = `/api/report/${f.campaignId}/individual/personal/${f.userId('luca.ferri')}`;
      const [after, twin] = await Promise.all([
        partOf(luca),
        replica.inject({ method: 'GET', url, headers: { cookie: luca } }).then((r) => (r.json().result.rep as IndividualReport).feedback360),
      ]);
      expect(twin).toEqual(after);
      const listening = figures(after, 'Ascolto ed empatia');
      expect(listening.directReports).toMatchObject({ state: 'shown', raters: 5 });
      expect(listening.manager).toMatchObject({ state: 'shown', raters: 1 });
      expect(listening.others).toMatchObject({ state: 'shown', raters: 9 });
      expect(Date.parse(after!.updatedAt)).toBeGreaterThan(Date.parse(before!.updatedAt));
    } finally {
      for (const step of undo.reverse()) await step();
      await forgetSteps();
    }
  });

  it("takes andrea's lone evaluation in when the campaign closes, in one last step", async () => {
    const db = t.database.db;
    const before = await partOf(luca);
    const undo = await directReportSubmits(f.userId('andrea.pellegrini'));
    // Staff read the report of a closed campaign; a sign-in would find no campaign open.
    const sara = await t.login('sara.conti');
    const { state } = await db.selectFrom('campaigns').where('id', '=', f.campaignId).select('state').executeTakeFirstOrThrow();
    try {
      expect(await partOf(luca)).toEqual(before);
      await db.updateTable('campaigns').set({ state: 'CLOSED' }).where('id', '=', f.campaignId).execute();
      const listening = figures(await partOf(sara), 'Ascolto ed empatia');
      expect(listening.directReports).toMatchObject({ state: 'shown', raters: 3 });
      expect(listening.others).toMatchObject({ state: 'shown', raters: 7 });
    } finally {
      await db.updateTable('campaigns').set({ state }).where('id', '=', f.campaignId).execute();
      await undo();
      await forgetSteps();
    }
  });

  it("follows the campaign's thresholds and gap from its report config", async () => {
    await config({ threshold_peers: 4, threshold_comments: 7, gap_tenths: 12 });
    try {
      const part = await partOf(luca);
      const listening = figures(part, 'Ascolto ed empatia');
      // Peers 3 and direct reports 2 hidden: together 5 raters of two groups, so the manager may show.
      expect(listening.peers.state).toBe('hidden');
      expect(listening.manager).toMatchObject({ state: 'shown', raters: 1 });
      expect(listening.others).toMatchObject({ state: 'shown', raters: 6 });
      expect(part?.comments).toEqual([]);
      expect(part?.selfComments).toHaveLength(2);
      expect(part?.skills.filter((s) => s.gapKind).map((s) => s.name)).toEqual([]);
      expect(part?.gapThreshold).toBe(1.2);
    } finally {
      await config({ threshold_peers: 3, threshold_comments: 3, gap_tenths: 10 });
    }
    await expect(config({ threshold_peers: 0 })).rejects.toThrow();
  });

  it("speaks the reader's language, and is absent without a 360", async () => {
    const db = t.database.db;
    await db.updateTable('users').set({ lang: 'en' }).where('id', '=', f.userId('sara.conti')).execute();
    const english = await partOf(await t.login('sara.conti'));
    expect(english?.skills[0]?.name).toBe('Listening and empathy');
    expect(english?.comments[0]?.question).toBe('What do you value most in the way they work?');
    await db.updateTable('campaigns').set({ is360: false }).where('id', '=', f.campaignId).execute();
    try {
      expect(await partOf(luca)).toBeUndefined();
    } finally {
      await db.updateTable('campaigns').set({ is360: true }).where('id', '=', f.campaignId).execute();
    }
  });

  it("prints the 360 part in luca's PDF", async () => {
    const response = await get(`/api/report/${f.campaignId}/individual/personal/${f.userId('luca.ferri')}/download`, luca);
    expect(response.statusCode).toBe(200);
    const text = pdfPages(response.rawPayload).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Feedback 360°');
    expect(text).toContain('Punto cieco');
    expect(text).toContain('Tiene fede agli impegni.');
    expect(text).toContain('Non mostrato');
    expect(text).not.toContain('NaN');
  });
});
