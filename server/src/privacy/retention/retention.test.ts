import { sql } from 'kysely';
import { mailsDb } from '../../campaign-mail/mails-table';
import { testDatabases } from '../../test-harness/databases';
import { leadershipFixture, type LeadershipFixture } from '../../test-harness/leadership-fixture';
import { startTestApp, type TestApp } from '../../test-harness/test-app';
import { campaignRetention } from './campaign-retention-job';

describe.each(testDatabases())('the retention of closed campaigns, on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    // Read while the campaign is open: the read is logged and the 360 part takes its first step.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/report/${f.campaignId}/individual/personal/${f.userId('luca.ferri')}`,
      headers: { cookie: await t.login('luca.ferri') },
    });
    expect(read.statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const runRetention = () =>
    db()
      .transaction()
      .execute((trx) => campaignRetention().run(trx));
  const closedDaysAgo = (days: number) =>
    db()
      .updateTable('campaigns')
      .set({ state: 'CLOSED', closed_at: sql<Date>`now() - ${days} * interval '1 day'` })
      .where('id', '=', f.campaignId)
      .execute();
  const campaign = () => db().selectFrom('campaigns').where('id', '=', f.campaignId).selectAll().executeTakeFirst();
  const answerTotals = async () => {
    const { rows } = await sql<{ n: string; total: string | null }>`select count(*) as n, sum(value) as total
      from feedback360_answers where campaign_id = ${f.campaignId}`.execute(db());
    return rows[0];
  };
  const enrolledEmails = async () =>
    (
      await db()
        .selectFrom('user_campaigns as uc')
        .innerJoin('users as u', 'u.id', 'uc.user_id')
        .where('uc.campaign_id', '=', f.campaignId)
        .select('u.email')
        .execute()
    ).map((r) => r.email);

  it('dates the close however the campaign gets there, and leaves a campaign whose time has not come', async () => {
    await db().updateTable('campaigns').set({ state: 'CLOSED' }).where('id', '=', f.campaignId).execute();
    const closed = await campaign();
    expect(closed?.closed_at).toBeInstanceOf(Date);
    expect(Date.now() - new Date(closed!.closed_at!).getTime()).toBeLessThan(60_000);
    expect(closed).toMatchObject({ anonymise_after_days: 365, delete_after_days: 730, anonymised_at: null });

    await closedDaysAgo(364);
    expect(await runRetention()).toEqual({ deletedCampaigns: 0, anonymisedCampaigns: 0, unlinkedPeople: 0 });
    expect(await enrolledEmails()).toContain('luca.ferri@demo.skillup.test');
  });

  it('refuses a deletion sooner than the unlinking, or days out of range', async () => {
    const set = (values: { anonymise_after_days?: number; delete_after_days?: number }) =>
      db().updateTable('campaigns').set(values).where('id', '=', f.campaignId).execute();
    await expect(set({ anonymise_after_days: 400, delete_after_days: 300 })).rejects.toThrow();
    await expect(set({ anonymise_after_days: 0 })).rejects.toThrow();
    await expect(set({ delete_after_days: 40000 })).rejects.toThrow();
  });

  it('unlinks the people of a campaign closed a year ago and keeps its figures', async () => {
    const lucaId = f.userId('luca.ferri');
    expect(
      await db()
        .selectFrom('report_reads' as never)
        .selectAll()
        .execute(),
    ).toHaveLength(1);
    await mailsDb(db())
      .insertInto('campaign_mails')
      .values({ campaign_id: f.campaignId, user_id: lucaId, kind: 'invitation', planned_at: new Date(), state: 'sent', sent_at: new Date() })
      .execute();
    const published = await db().selectFrom('feedback360_published_answers').where('campaign_id', '=', f.campaignId).select('value').execute();
    expect(published.length).toBeGreaterThan(0);
    const enrolled = (await enrolledEmails()).length;
    const totals = await answerTotals();
    expect(Number(totals?.n)).toBeGreaterThan(0);

    await closedDaysAgo(366);
    const result = await runRetention();
    expect(result).toMatchObject({ deletedCampaigns: 0, anonymisedCampaigns: 1 });
    expect(result.unlinkedPeople).toBeGreaterThanOrEqual(enrolled);

    const emails = await enrolledEmails();
    expect(emails).toHaveLength(enrolled);
    expect(emails.every((email) => /^anonymous-c\d+-[0-9a-f-]+@erased\.invalid$/.test(email))).toBe(true);
    expect(await answerTotals()).toEqual(totals);
    const publishedAfter = await db()
      .selectFrom('feedback360_published_answers')
      .where('campaign_id', '=', f.campaignId)
      .select(['value', 'evaluated_id', 'evaluator_id'])
      .execute();
    expect(publishedAfter.map((r) => r.value).sort()).toEqual(published.map((r) => r.value).sort());
    expect(publishedAfter.some((r) => r.evaluated_id === lucaId || r.evaluator_id === lucaId)).toBe(false);
    expect(await db().selectFrom('users').where('id', '=', lucaId).select('id').executeTakeFirst()).toEqual({ id: lucaId });
    expect(await db().selectFrom('feedback360_relations').where('evaluated_id', '=', lucaId).selectAll().execute()).toEqual([]);
    expect(
      await db()
        .selectFrom('report_reads' as never)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect(await mailsDb(db()).selectFrom('campaign_mails').where('campaign_id', '=', f.campaignId).selectAll().execute()).toEqual([]);
    const standIns = await db().selectFrom('users').where('email', 'like', 'anonymous-c%').select(['first_name', 'last_name', 'active']).execute();
    expect(standIns.every((u) => u.first_name === '' && u.last_name === '' && !u.active)).toBe(true);
    expect((await campaign())?.anonymised_at).toBeInstanceOf(Date);

    // Done once: the next run finds nothing to unlink.
    expect(await runRetention()).toEqual({ deletedCampaigns: 0, anonymisedCampaigns: 0, unlinkedPeople: 0 });
  });

  it('deletes the campaign and its stand-ins when its second time is up, once no zip of it is on disk', async () => {
    await closedDaysAgo(731);
    await db()
      .insertInto('report_bulk_jobs' as never)
      .values({ campaign_id: f.campaignId, requested_by: f.userId('luca.ferri'), lang: 'it', state: 'done' } as never)
      .execute();
    expect((await runRetention()).deletedCampaigns).toBe(0);
    await sql`update report_bulk_jobs set state = 'expired' where campaign_id = ${f.campaignId}`.execute(db());

    expect((await runRetention()).deletedCampaigns).toBe(1);
    expect(await campaign()).toBeUndefined();
    expect(await db().selectFrom('users').where('email', 'like', `anonymous-c${f.campaignId}-%`).select('id').execute()).toEqual([]);
    expect(await db().selectFrom('users').where('id', '=', f.userId('luca.ferri')).select('id').executeTakeFirst()).toBeDefined();
  });
});
