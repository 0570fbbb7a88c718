import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ImportQuery, ParticipantImportResponse } from '@skillup/shared/api/contract';
import { inviteParticipants } from '../../campaign-mail/invitations';
import { errorResponses } from '../../http/api-error';
import { hrCallerOf } from '../caller';
import { concurrentChange, importAnswer } from './import-answer';
import { addressesOf, participantRows } from './participant-columns';
import { commitPeople } from './people-commit';
import { loadPeopleSnapshot } from './people-snapshot';
import { judgePeople } from './person-verdicts';
import { campaignInReach, refuseClosed } from './reach';
import { readTable } from './table';
import { acceptUploads, uploadOf } from './upload';

/**
 * POST /admin/campaigns/:id/participants/import (docs/areas/admin.md, "Import of participants"):
 * the preview of a file, or with ?commit=1 its accepted rows stored in one transaction.
 */
export const participantsImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);

  app.post(
    '/admin/campaigns/:id/participants/import',
    {
      schema: {
        params: IdParam,
        querystring: ImportQuery,
        response: { 200: ParticipantImportResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const caller = hrCallerOf(request);
      const campaign = await campaignInReach(app.db, caller, request.params.id);
      const judge = { operations: caller.kind === 'operations' };
      const rows = participantRows(await readTable(await uploadOf(request)));
      const addresses = addressesOf(rows);
      if (request.query.commit !== '1') {
        const { verdicts } = judgePeople(rows, await loadPeopleSnapshot(app.db, campaign, addresses), judge);
        return importAnswer(verdicts, false);
      }
      refuseClosed(campaign);
      const { verdicts, invited } = await app.db
        .transaction()
        .execute(async (trx) => {
          const snapshot = await loadPeopleSnapshot(trx, campaign, addresses);
          const judgement = judgePeople(rows, snapshot, judge);
          await commitPeople(trx, campaign, judgement.plans, snapshot);
          // People who join an open campaign are told, as those of its launch were.
          return { ...judgement, invited: await inviteParticipants(trx, app.jobs, campaign.id) };
        })
        .catch((error: unknown) => {
          throw concurrentChange(error);
        });
      if (invited > 0) app.campaignMail.wake();
      return importAnswer(verdicts, true);
    },
  );
};
