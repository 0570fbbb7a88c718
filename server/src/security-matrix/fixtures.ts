import { companyIdOf, loginAs } from '../resources/testing-users';
import { persona, type TestApp } from '../testing/test-app';

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
  /** A fresh test of the Leadership Assessment, for a request that may delete it. */
  newTest(): Promise<number>;
  /** A fresh company, for a request that may delete it. */
  newCompany(): Promise<number>;
  language: number;
  leadershipTest: number;
}

export async function loadFixtures(t: TestApp): Promise<Fixtures> {
  const db = t.database.db;
  const demo = await companyIdOf(t, 'demo');
  const acme = await companyIdOf(t, 'acme');
  const campaignOf = async (companyId: number) =>
    (await db.selectFrom('campaigns').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;
  const leadership = await campaignOf(demo);
  const newTest = async () =>
    (
      await db
        .insertInto('tests')
        .values({
          campaign_id: leadership,
          name: JSON.stringify({ it: 'Prova' }),
          description: '{}',
          instructions: '{}',
          abbreviation: null,
          position: 99,
          url: 'pr/index.html',
          img: null,
          repeatable: false,
          legacy: true,
          has_timer: false,
          exit_message: null,
          start_date: null,
          prerequisites: '[]',
          duration: null,
          color: null,
          json_data: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    t,
    demo,
    acme,
    leadership,
    acmeCampaign: await campaignOf(acme),
    newTest,
    newCompany: async () =>
      (await db.insertInto('companies').values({ name: 'Matrix', logo: null }).returning('id').executeTakeFirstOrThrow()).id,
    language: (await db.selectFrom('languages').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    leadershipTest: (await db.selectFrom('tests').select('id').where('campaign_id', '=', leadership).orderBy('position').executeTakeFirstOrThrow()).id,
  };
}

/** A new session of the persona (none for anonymous), so that no request depends on another. */
export async function sessionOf(t: TestApp, who: Persona): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  return { cookie: await loginAs(t, EMAILS[who]) };
}
