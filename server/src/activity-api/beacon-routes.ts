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

const BeaconForm = Type.Object({ items: Type.String({ minLength: 1 }) });

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
      schema: { body: BeaconForm, response: { 200: BeaconResponse, ...errorResponses(400, 401, 403, 404, 413, 415) } },
    },
    async (request) => {
      const { account } = sessionOf(request);
      const writes = parseBeaconItems(request.body.items);
      const known = new Map<string, CampaignTest>();
      const authorised: [BeaconWrite, CampaignTest][] = [];
      for (const item of writes) {
        const key = `${item.params.campaignId}/${item.params.testId}/${item.params.userId}`;
        const test = known.get(key) ?? (await ownRun(app.db, account, item.params));
        known.set(key, test);
        authorised.push([item, test]);
      }
      let applied = 0;
      for (const [item, test] of authorised) {
        const result =
          item.kind === 'run'
            ? await writeRun(app.db, { userId: account.id, testId: test.id }, item.write, test.repeatable)
            : await writeOutcomes(app.db, { kind: 'own', userId: account.id }, test.id, item.values, item.version);
        if (result.applied) applied += 1;
      }
      return { status: true as const, applied };
    },
  );
};
