import type { Transaction } from 'kysely';
import type { Database, TestStatus } from '../schema';
import { testUrl, type CampaignSeed } from './demo-campaigns';
import type { UserSeed } from './demo-users';

const json = (value: unknown) => JSON.stringify(value);

/** A campaign the seed wrote and the ids its tests got, by their keys. */
export interface InsertedCampaign {
  id: number;
  testIds: Record<string, number>;
}

/** A campaign of the seed with its tests, prerequisites and theme data. */
export async function insertCampaign(trx: Transaction<Database>, companyId: number, seed: CampaignSeed): Promise<InsertedCampaign> {
  const campaign = await trx
    .insertInto('campaigns')
    .values({
      company_id: companyId,
      theme: seed.theme,
      state: seed.state,
      languages: json(seed.languages),
      privacy_agreement: seed.privacyAgreement,
      on_complete_text: seed.onCompleteText ? json(seed.onCompleteText) : null,
      no_report_text: seed.noReportText ? json(seed.noReportText) : null,
      date_start: seed.dateStart,
      date_end: seed.dateEnd,
      is360: seed.is360,
      self_evaluation: seed.selfEvaluation,
      logo: null,
      data: json({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const testIds: Record<string, number> = {};
  for (const [index, test] of seed.tests.entries()) {
    const prerequisites = (test.prerequisites ?? []).map((key) => {
      const id = testIds[key];
      if (id === undefined) throw new Error(`seed: ${test.key} needs ${key}, which must come first`);
      return id;
    });
    const row = await trx
      .insertInto('tests')
      .values({
        ...(test.id !== undefined ? { id: test.id } : {}),
        campaign_id: campaign.id,
        name: json(test.name),
        description: json(test.description),
        instructions: json(test.instructions),
        abbreviation: test.abbreviation,
        position: index + 1,
        url: testUrl(test),
        kind: test.kind ?? 'activity',
        img: null,
        repeatable: test.repeatable ?? false,
        legacy: true,
        has_timer: test.hasTimer ?? false,
        exit_message: test.exitMessage ? json(test.exitMessage) : null,
        start_date: test.startDate ?? null,
        prerequisites: json(prerequisites),
        duration: test.duration,
        color: (test.jsonData?.color as string | undefined) ?? null,
        json_data: json(test.jsonData ?? {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    testIds[test.key] = row.id;
  }
  if (seed.data) {
    await trx
      .updateTable('campaigns')
      .set({ data: json(seed.data(testIds)) })
      .where('id', '=', campaign.id)
      .execute();
  }
  return { id: campaign.id, testIds };
}

/** Users of one company with their enrolments and their progress in each campaign, by the campaigns' keys. */
export async function insertUsers(
  trx: Transaction<Database>,
  companyId: number,
  passwordHash: string,
  users: UserSeed[],
  campaigns: Map<string, InsertedCampaign>,
): Promise<void> {
  for (const user of users) {
    const row = await trx
      .insertInto('users')
      .values({
        company_id: companyId,
        email: user.email,
        password_hash: passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        gender: user.gender,
        role: user.role,
        privacy: user.privacy,
        lang: user.lang,
        must_change_password: user.mustChangePassword ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const enrolment of user.enrolments) {
      const campaign = campaigns.get(enrolment.campaign);
      if (!campaign) throw new Error(`seed: unknown campaign ${enrolment.campaign}`);
      await trx
        .insertInto('user_campaigns')
        .values({
          user_id: row.id,
          campaign_id: campaign.id,
          lang: enrolment.lang ?? null,
          access_date: enrolment.accessDate ?? null,
          state: enrolment.state ?? 'ACTIVE',
        })
        .execute();
      const progress: [string, TestStatus][] =
        enrolment.progress === 'all' ? Object.keys(campaign.testIds).map((key) => [key, 'complete']) : Object.entries(enrolment.progress ?? {});
      for (const [key, status] of progress) {
        const testId = campaign.testIds[key];
        if (testId === undefined) throw new Error(`seed: unknown test ${key} in ${enrolment.campaign}`);
        await trx
          .insertInto('user_tests')
          .values({ user_id: row.id, test_id: testId, status, version: status === 'complete' ? 2 : 1, data: null })
          .execute();
      }
    }
  }
}
