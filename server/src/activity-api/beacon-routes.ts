import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BeaconResponse, paths } from '@skillup/shared/api/contract';
import { sessionOf } from '../auth/session-plugin';
import { errorResponses } from '../http/api-error';
import { ownRun, type CampaignTest } from './access';
import { parseBeaconItems, type BeaconWrite } from './beacon';
import { FORM_BODY_LIMIT, registerFormBodies } from '../http/form-body';
import { writeOutcomes } from './outcomes-store';
import { writeRun } from './progress-store';
import type { Kysely } from 'kysely';
import type { Answer360 } from '@skillup/shared/api/contract';
import type { AccountRow } from '../auth/users';
import type { Database } from '../db/schema';
import { ownRelation, type OwnRelation } from '../feedback360/access';
import { savePage } from '../feedback360/answers-store';
import { questionRules, type QuestionRule } from '../feedback360/questions';
import { validateAnswers } from '../feedback360/validate-answers';

const BeaconForm = Type.Object({ items: Type.String({ minLength: 1 }) });

interface CheckedPage {
  relation: OwnRelation;
  rules: Map<number, QuestionRule>;
  byQuestion: Map<number, Answer360[]>;
}

type Authorised = { item: BeaconWrite; test: CampaignTest; page?: CheckedPage };

/** A 360 page is the caller's own evaluation, its answers checked like the page call's. */
async function checkedPage(db: Kysely<Database>, account: AccountRow, item: Extract<BeaconWrite, { kind: 'page360' }>): Promise<CheckedPage> {
  const relation = await ownRelation(db, account, item.params.campaignId, item.evaluee);
  const rules = await questionRules(db, relation.campaignId);
  return { relation, rules, byQuestion: validateAnswers(item.page.values, rules, relation.relationType) };
}

function apply(db: Kysely<Database>, userId: number, { item, test, page }: Authorised): Promise<{ applied: boolean }> {
  switch (item.kind) {
    case 'run':
      return writeRun(db, { userId, testId: test.id }, item.write, test.repeatable);
    case 'outcomes':
      return writeOutcomes(db, { kind: 'own', userId }, test.id, item.values, item.version);
    case 'page360': {
      const { relation, byQuestion, rules } = page as CheckedPage;
      return savePage(db, relation, byQuestion, item.page.version, item.page.data, rules);
    }
  }
}

/**
 * The queue's last word on page leave (docs/behaviour.md §7.5). Every item is checked and authorised
 * before any is written, so a bad beacon changes nothing; the queue still holds its
 * items and sends them again on the next visit.
 */
export const beaconRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerFormBodies(app);
  app.post(
    paths.beacon,
    {
      config: { keepsSession: true },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { body: BeaconForm, response: { 200: BeaconResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) } },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const writes = parseBeaconItems(request.body.items);
      const known = new Map<string, CampaignTest>();
      const authorised: Authorised[] = [];
      for (const item of writes) {
        const key = `${item.params.campaignId}/${item.params.testId}/${item.params.userId}`;
        const test = known.get(key) ?? (await ownRun(app.db, account, item.params));
        known.set(key, test);
        authorised.push(item.kind === 'page360' ? { item, test, page: await checkedPage(app.db, account, item) } : { item, test });
      }
      let applied = 0;
      for (const entry of authorised) {
        const result = await apply(app.db, account.id, entry);
        if (result.applied) applied += 1;
      }
      return { status: true as const, applied };
    },
  );
};
