import { issueResetToken } from '../../auth/reset-tokens';
import { companyIdOf, loginAs } from '../users';
import { OPS_TOKEN, persona, type TestApp } from '../test-app';
import { insertCampaignRow, insertTestRow } from '../test-rows';
import type { CampaignLifecycle } from '../../db/schema';

/** Who asks: the five callers of the authorisation matrix, in the order of its columns. */
export const PERSONAS = ['anonymous', 'otherCompany', 'participant', 'assessor', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

const EMAILS: Record<Exclude<Persona, 'anonymous'>, string> = {
  otherCompany: 'irene.longo@acme.skillup.test',
  participant: persona('anna.rossi'),
  assessor: persona('sara.conti'),
  admin: persona('admin'),
};

/** Ids the requests of the table point at, all of the demo company unless named otherwise. */
export interface Fixtures {
  t: TestApp;
  demo: number;
  acme: number;
  leadership: number;
  acmeCampaign: number;
  /** The demo company's calendar campaign (the Agenda). */
  agenda: number;
  /** The demo company's challenge campaign. */
  challenge: number;
  /** Enrols the persona, when of the demo company, in `campaignId`, with the participant's consent given. */
  enrolIn(who: Persona, campaignId: number): Promise<void>;
  /** A fresh test of the Leadership Assessment, for a request that may delete it. */
  newTest(): Promise<number>;
  /** A fresh company, for a request that may delete it. */
  newCompany(): Promise<number>;
  language: number;
  leadershipTest: number;
  acmeTest: number;
  /** The id of a user by email. */
  userId(email: string): number;
  /** The caller's own id; anonymous, who is turned away before any id is read, gets the participant's. */
  selfId(who: Persona): number;
  /** A version newer than every one handed out before, so that each write is applied. */
  nextVersion(): number;
  /** Sets whether the participant has accepted the privacy terms, for the rows that depend on it. */
  setParticipantConsent(privacy: boolean): Promise<void>;
  /** A fresh sample of the assessor on a fresh test, for a request that may change or delete it. */
  newSample(): Promise<number>;
  /** A fresh account of the demo company with a valid reset token, for a request that may use it up. */
  newResetAccount(): Promise<{ email: string; token: string }>;
  /** A version of the Task Room that operations published. */
  publishedVersion: string;
  /** The headers of the operations tools. */
  opsHeaders: Record<string, string>;
  /** A minimal upload of a remote version. */
  remoteUpload(label: string): { files: { path: string; content: string }[] };
  /** Operations pin the published version on a campaign, for a request that may unpin it. */
  pinAsOperations(campaignId: number): Promise<void>;
  /** A fresh campaign of the demo company in that step of its lifecycle, with one test nobody answered. */
  newHrCampaign(state: CampaignLifecycle): Promise<{ id: number; testId: number }>;
}

const opsHeaders = { authorization: `Bearer ${OPS_TOKEN}` };
const base64 = (text: string) => Buffer.from(text).toString('base64');
const remoteUpload = (label: string) => ({
  files: [
    { path: 'mf-manifest.json', content: base64(JSON.stringify({ name: 'skillup_taskroom', label })) },
    { path: 'remoteEntry.js', content: base64(`/* ${label} */`) },
  ],
});

const emailOf = (who: Persona) => (who === 'anonymous' ? EMAILS.participant : EMAILS[who]);

export async function loadFixtures(t: TestApp): Promise<Fixtures> {
  const db = t.database.db;
  const demo = await companyIdOf(t, 'demo');
  const acme = await companyIdOf(t, 'acme');
  const campaignOf = async (companyId: number) =>
    (await db.selectFrom('campaigns').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;
  const leadership = await campaignOf(demo);
  const newTest = () => insertTestRow(db, leadership, { legacy: true });
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const userId = (email: string) => {
    const user = users.find((u) => u.email === email);
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  };
  // The test the rows were written against: the first of the Leadership Assessment whose
  // abbreviation no test of the other company shares.
  const leadershipTest = await db
    .selectFrom('tests')
    .select('id')
    .where('campaign_id', '=', leadership)
    .where('abbreviation', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tests as other')
            .innerJoin('campaigns as c', 'c.id', 'other.campaign_id')
            .whereRef('other.abbreviation', '=', 'tests.abbreviation')
            .where('c.company_id', '=', acme)
            .select('other.id'),
        ),
      ),
    )
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const acmeCampaign = await campaignOf(acme);
  const publishedVersion = '1.0.0';
  const published = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/remotes/taskroom/versions/${publishedVersion}`,
    headers: opsHeaders,
    payload: remoteUpload('matrix'),
  });
  if (published.statusCode !== 201) throw new Error(`publishing the matrix's version failed: ${published.body}`);
  const demoCampaignOf = async (theme: 'calendar' | 'ferrari-academy') =>
    (await db.selectFrom('campaigns').select('id').where('company_id', '=', demo).where('theme', '=', theme).executeTakeFirstOrThrow()).id;
  let version = 0;
  let accounts = 0;
  return {
    t,
    demo,
    acme,
    leadership,
    acmeCampaign,
    agenda: await demoCampaignOf('calendar'),
    challenge: await demoCampaignOf('ferrari-academy'),
    async enrolIn(who, campaignId) {
      if (who === 'anonymous' || who === 'otherCompany') return;
      await db
        .insertInto('user_campaigns')
        .values({ user_id: userId(EMAILS[who]), campaign_id: campaignId, lang: 'it', access_date: null, state: 'ACTIVE' })
        .onConflict((conflict) => conflict.columns(['user_id', 'campaign_id']).doNothing())
        .execute();
      await db.updateTable('users').set({ privacy: true }).where('email', '=', EMAILS.participant).execute();
    },
    newTest,
    newCompany: async () => (await db.insertInto('companies').values({ name: 'Matrix', logo: null }).returning('id').executeTakeFirstOrThrow()).id,
    language: (await db.selectFrom('languages').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    leadershipTest: leadershipTest.id,
    acmeTest: (await db.selectFrom('tests').select('id').where('campaign_id', '=', acmeCampaign).orderBy('position').executeTakeFirstOrThrow()).id,
    userId,
    selfId: (who) => userId(emailOf(who)),
    nextVersion: () => (version += 1),
    async setParticipantConsent(privacy) {
      await db.updateTable('users').set({ privacy }).where('email', '=', EMAILS.participant).execute();
    },
    newSample: async () =>
      (
        await db
          .insertInto('samples')
          .values({
            company_id: demo,
            assessor_id: userId(EMAILS.assessor),
            assessed_id: userId(persona('marco.bianchi')),
            test_id: await newTest(),
            campaign_id: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    publishedVersion,
    opsHeaders,
    remoteUpload,
    async pinAsOperations(campaignId) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/remotes/taskroom/pins/${campaignId}`,
        headers: opsHeaders,
        payload: { version: publishedVersion },
      });
      if (response.statusCode !== 200) throw new Error(`pinning campaign ${campaignId} failed: ${response.body}`);
    },
    async newHrCampaign(state) {
      const id = await insertCampaignRow(db, demo, {
        state,
        languages: JSON.stringify([{ lang: 'it', name: 'Matrice', description: '' }]),
        date_start: '2027-01-01T00:00:00Z',
        date_end: '2027-12-31T00:00:00Z',
      });
      return { id, testId: await insertTestRow(db, id, { url: 'in-basket/index.html', position: 1 }) };
    },
    async newResetAccount() {
      accounts += 1;
      const email = `reset-${accounts}@demo.skillup.test`;
      // Nobody signs in with the old password: only the reset sets a usable one.
      const { id } = await db
        .insertInto('users')
        .values({
          company_id: demo,
          email,
          password_hash: '!',
          first_name: 'Reset',
          last_name: 'Matrix',
          gender: null,
          role: 'participant',
          lang: 'it',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { email, token: await issueResetToken(db, id, 60) };
    },
  };
}

/** A new session of the persona (none for anonymous), so that no request depends on another. */
export async function sessionOf(t: TestApp, who: Persona): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  return { cookie: await loginAs(t, EMAILS[who]) };
}
