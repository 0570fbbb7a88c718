import { testDatabases } from '../test-harness/databases';
import { persona, startTestApp, type TestApp } from '../test-harness/test-app';
import { composeMail } from './compose-mail';
import type { CampaignMailRow } from './mails-table';
import { pendingEvaluations } from './pending-evaluations';

describe.each(testDatabases())('a rater’s reminder names the 360 evaluations left, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  it('counts the people marco has not finished evaluating, and says it in his reminder until none is left', async () => {
    const db = t.database.db;
    const marco = await db.selectFrom('users').select('id').where('email', '=', persona('marco.bianchi')).executeTakeFirstOrThrow();
    const campaign = await db.selectFrom('campaigns').select('id').where('is360', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const reminder: CampaignMailRow = {
      id: 0,
      campaign_id: campaign.id,
      user_id: marco.id,
      kind: 'reminder',
      planned_at: new Date(),
      state: 'sending',
      attempts: 1,
      claimed_at: new Date(),
      sent_at: null,
      message_id: null,
      error: null,
      created_at: new Date(),
    };
    // Three colleagues and himself, one of them done (DEMO.md).
    expect(await pendingEvaluations(db, campaign.id, marco.id)).toBe(3);
    expect((await composeMail(db, reminder, t.settings.auth))?.text).toContain('Nella valutazione 360 ti restano 3 persone da valutare.');

    await db
      .updateTable('feedback360_relations')
      .set({ status: 'y' })
      .where('campaign_id', '=', campaign.id)
      .where('evaluator_id', '=', marco.id)
      .execute();
    expect(await pendingEvaluations(db, campaign.id, marco.id)).toBe(0);
    expect((await composeMail(db, reminder, t.settings.auth))?.text).not.toContain('360');
  });
});
