import { testDatabases } from '../test-harness/databases';
import { appWithRelay, draft, hr, importPeople, mailsOf, people, recipients } from '../test-harness/campaign-mails';
import { OPS } from '../test-harness/people-files';
import { nextRemindersOf, planDueReminders } from './scheduled-reminders';

jest.setTimeout(180_000);

const ROME = 'Europe/Rome';
const at = (iso: string) => new Date(iso);

describe.each(testDatabases())('the reminder schedule, on $name', (target) => {
  let relay: Awaited<ReturnType<typeof appWithRelay>>;
  beforeAll(async () => {
    relay = await appWithRelay(target);
  });
  afterAll(() => relay?.close());

  const userIds = async (emails: string[]) => {
    const rows = await relay.t.database.db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
    return emails.map((email) => rows.find((row) => row.email === email)!.id);
  };

  it('reminds at 09:00 in each person’s zone, once across servers, never those who finished, and not after HR turns it off', async () => {
    const { t, sink } = relay;
    const db = t.database.db;
    // Ends on Friday 2027-01-15 at 18:00 in Rome: reminders on the 8th, the 13th and the 15th.
    const campaignId = await draft(t, 'Schedule', { dateStart: '2027-01-04T08:00:00.000Z', dateEnd: '2027-01-15T17:00:00.000Z' });
    await importPeople(t, campaignId, people('sched', 3));
    const [rome, newYork, finished] = await userIds(['sched-0@invited.test', 'sched-1@invited.test', 'sched-2@invited.test']);
    await db.updateTable('users').set({ time_zone: 'America/New_York' }).where('id', '=', newYork!).execute();
    await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`);
    await sink.count(3);
    const tests = await db.selectFrom('tests').select('id').where('campaign_id', '=', campaignId).execute();
    await db
      .insertInto('user_tests')
      .values(tests.map((test) => ({ user_id: finished!, test_id: test.id, status: 'complete', version: 1, data: '{}' })))
      .execute();

    expect(await planDueReminders(db, t.app.jobs, at('2027-01-08T07:59:00Z'), ROME)).toBe(0);
    expect(await planDueReminders(db, t.app.jobs, at('2027-01-08T08:30:00Z'), ROME)).toBe(1);
    expect(await planDueReminders(db, t.app.jobs, at('2027-01-08T08:35:00Z'), ROME)).toBe(0);

    // 09:00 in New York, planned by two servers at the same moment: one mail.
    const replica = await t.replica();
    const both = await Promise.all([
      planDueReminders(db, t.app.jobs, at('2027-01-08T14:30:00Z'), ROME),
      planDueReminders(replica.db, replica.jobs, at('2027-01-08T14:30:00Z'), ROME),
    ]);
    expect(both[0] + both[1]).toBe(1);

    await sink.count(5);
    const reminders = (await mailsOf(t, campaignId)).filter((row) => row.kind === 'reminder');
    expect(reminders.map((row) => [row.user_id, new Date(row.planned_at).toISOString()])).toEqual([
      [rome, '2027-01-08T08:00:00.000Z'],
      [newYork, '2027-01-08T14:00:00.000Z'],
    ]);
    expect(recipients(sink).filter((to) => to === 'sched-2@invited.test')).toHaveLength(1);

    const next = await nextRemindersOf(db, campaignId, [rome!, newYork!, finished!], at('2027-01-08T15:00:00Z'), ROME);
    expect(Object.fromEntries(next)).toEqual({
      [rome!]: { kind: 'reminder', at: '2027-01-13T08:00:00.000Z' },
      [newYork!]: { kind: 'reminder', at: '2027-01-13T14:00:00.000Z' },
    });

    // No server ran on the 13th until 21:00: Rome's 09:00 is too long ago, New York's is not.
    expect(await planDueReminders(db, t.app.jobs, at('2027-01-13T21:00:00Z'), ROME)).toBe(1);
    expect((await mailsOf(t, campaignId)).filter((row) => row.kind === 'reminder')).toHaveLength(3);

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${campaignId}`,
      headers: OPS,
      payload: { reminders: { daysBefore: [] } },
    });
    expect(off.json().campaign.reminders).toEqual({ daysBefore: [] });
    expect(await planDueReminders(db, t.app.jobs, at('2027-01-15T08:30:00Z'), ROME)).toBe(0);
    expect((await nextRemindersOf(db, campaignId, [rome!], at('2027-01-14T08:00:00Z'), ROME)).size).toBe(0);
  });

  it('keeps the days HR chose, refuses a day out of range, and plans nothing without an end date', async () => {
    const { t } = relay;
    const campaignId = await draft(t, 'Days', { dateStart: '2027-03-01T08:00:00.000Z', dateEnd: '2027-03-26T17:00:00.000Z' });
    const fresh = await hr(t.app, 'GET', `/campaigns/${campaignId}`);
    expect(fresh.json().campaign.reminders).toEqual({ daysBefore: [7, 2, 0] });
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/campaigns/${campaignId}`, headers: OPS, payload });
    expect((await patch({ reminders: { daysBefore: [1, 14] } })).json().campaign.reminders).toEqual({ daysBefore: [14, 1] });
    for (const daysBefore of [[-1], [61], [3, 3], [1.5], [1, 2, 3, 4, 5, 6]]) {
      const refused = await patch({ reminders: { daysBefore } });
      expect(refused.statusCode).toBe(400);
    }
    expect((await patch({ reminders: { daysBefore: [1], extra: true } })).statusCode).toBe(400);

    await importPeople(t, campaignId, people('noend', 1));
    await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`);
    const [person] = await userIds(['noend-0@invited.test']);
    await t.database.db.updateTable('campaigns').set({ date_end: null }).where('id', '=', campaignId).execute();
    expect(await planDueReminders(t.database.db, t.app.jobs, at('2027-03-25T08:30:00Z'), ROME)).toBe(0);
    expect((await nextRemindersOf(t.database.db, campaignId, [person!], at('2027-03-20T08:00:00Z'), ROME)).size).toBe(0);
  });
});
