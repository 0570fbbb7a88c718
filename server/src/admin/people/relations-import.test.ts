import type { RelationRowVerdict } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { csvOf, multipart, newCampaign, participantsImport, postFile } from '../../test-harness/people-files';
import { startTestApp, type TestApp } from '../../test-harness/test-app';

const HEADER = 'Subject,Rater,Relationship';
const relationsImport = (campaignId: number) => `/api/admin/campaigns/${campaignId}/relations/import`;
const people = ['ada', 'bea', 'cleo', 'dino'].map((name) => [`${name}@rel.test`, name, 'Rel', '', '', '', '', '']);

const EVERY_VERDICT = [
  ['ada@rel.test', 'bea@rel.test', 'peer'],
  ['ada@rel.test', 'ada@rel.test', 'Self'],
  ['ada@rel.test', 'cleo@rel.test', 'Responsabile'],
  ['ada@rel.test', 'dino@rel.test', '4'],
  ['bea@rel.test', 'not-an-address', 'peer'],
  ['ADA@rel.test', 'bea@rel.test', 'manager'],
  ['ghost@rel.test', 'bea@rel.test', 'peer'],
  ['bea@rel.test', 'ghost@rel.test', 'peer'],
  ['bea@rel.test', 'ada@rel.test', 'friend'],
  ['bea@rel.test', 'bea@rel.test', 'peer'],
  ['bea@rel.test', 'cleo@rel.test', 'self'],
  ['bea@rel.test', 'dino@rel.test', '=1'],
  ['irene.longo@acme.skillup.test', 'ada@rel.test', 'peer'],
];

const summary = (rows: RelationRowVerdict[]) => rows.map((row) => [row.line, row.verdict, row.relationType, row.refusal?.code ?? null]);

describe.each(testDatabases())('the 360 relations import on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const stored = (campaignId: number) =>
    t.database.db
      .selectFrom('feedback360_relations as r')
      .innerJoin('users as rater', 'rater.id', 'r.evaluator_id')
      .innerJoin('users as subject', 'subject.id', 'r.evaluated_id')
      .select(['rater.email as rater', 'subject.email as subject', 'r.relation_type'])
      .where('r.campaign_id', '=', campaignId)
      .orderBy('rater.email')
      .orderBy('subject.email')
      .execute();

  it('previews a verdict per row and stores nothing, then stores the accepted rows and changes nothing the second time', async () => {
    const campaignId = await newCampaign(t);
    await postFile(t, participantsImport(campaignId), csvOf(people), { commit: true });
    const preview = (await postFile(t, relationsImport(campaignId), csvOf(EVERY_VERDICT, HEADER))).json();
    const expected = [
      [2, 'new', 1, null],
      [3, 'new', 3, null],
      [4, 'new', 2, null],
      [5, 'new', 4, null],
      [6, 'refused', null, 'BAD_EMAIL'],
      [7, 'refused', null, 'DUPLICATE_IN_FILE'],
      [8, 'refused', null, 'SUBJECT_NOT_FOUND'],
      [9, 'refused', null, 'RATER_NOT_FOUND'],
      [10, 'refused', null, 'UNKNOWN_RELATIONSHIP'],
      [11, 'refused', null, 'SELF_MISMATCH'],
      [12, 'refused', null, 'SELF_MISMATCH'],
      [13, 'refused', null, 'FORMULA'],
      [14, 'refused', null, 'SUBJECT_NOT_FOUND'],
    ];
    expect(summary(preview.rows)).toEqual(expected);
    expect(preview).toMatchObject({ committed: false, counts: { rows: 13, new: 4, refused: 9 } });
    expect(await stored(campaignId)).toEqual([]);

    const form = multipart('relations.csv', csvOf(EVERY_VERDICT, HEADER));
    const committed = (await postFile(t, `${relationsImport(campaignId)}?commit=1`, form.payload, { contentType: form.contentType })).json();
    expect(summary(committed.rows)).toEqual(expected);
    expect(committed).toMatchObject({ committed: true, skipped: 9 });
    expect(await stored(campaignId)).toEqual([
      { rater: 'ada@rel.test', subject: 'ada@rel.test', relation_type: 3 },
      { rater: 'bea@rel.test', subject: 'ada@rel.test', relation_type: 1 },
      { rater: 'cleo@rel.test', subject: 'ada@rel.test', relation_type: 2 },
      { rater: 'dino@rel.test', subject: 'ada@rel.test', relation_type: 4 },
    ]);
    const again = (await postFile(t, relationsImport(campaignId), csvOf(EVERY_VERDICT, HEADER), { commit: true })).json();
    expect(again.counts).toEqual({ rows: 13, new: 0, updated: 0, unchanged: 4, refused: 9 });
  });

  it('changes a relationship nobody answered yet, and keeps one the rater began', async () => {
    const campaignId = await newCampaign(t);
    await postFile(t, participantsImport(campaignId), csvOf(people), { commit: true });
    await postFile(
      t,
      relationsImport(campaignId),
      csvOf(
        [
          ['ada@rel.test', 'bea@rel.test', 'peer'],
          ['cleo@rel.test', 'dino@rel.test', 'peer'],
        ],
        HEADER,
      ),
      {
        commit: true,
      },
    );
    const dino = await t.database.db.selectFrom('users').select('id').where('email', '=', 'dino@rel.test').executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('feedback360_relations')
      .set({ status: 'p' })
      .where('campaign_id', '=', campaignId)
      .where('evaluator_id', '=', dino.id)
      .execute();
    const answer = (
      await postFile(
        t,
        relationsImport(campaignId),
        csvOf(
          [
            ['ada@rel.test', 'bea@rel.test', 'manager'],
            ['cleo@rel.test', 'dino@rel.test', 'direct report'],
          ],
          HEADER,
        ),
        {
          commit: true,
        },
      )
    ).json();
    expect(summary(answer.rows)).toEqual([
      [2, 'updated', 2, null],
      [3, 'refused', null, 'HAS_ANSWERS'],
    ]);
    expect((await stored(campaignId)).map((row) => row.relation_type)).toEqual([2, 1]);
  });

  it("answers another company's campaign as not found, and refuses a file without the columns", async () => {
    const admin = await t.login('admin');
    const acme = await newCampaign(t, { company: 'acme' });
    const foreign = await postFile(t, relationsImport(acme), csvOf([], HEADER), { headers: { cookie: admin } });
    expect(foreign.json().code).toBe('CAMPAIGN_NOT_FOUND');
    const campaignId = await newCampaign(t);
    expect((await postFile(t, relationsImport(campaignId), 'subject,rater\n')).json().code).toBe('MISSING_COLUMNS');
  });
});
