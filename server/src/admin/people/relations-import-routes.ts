import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ImportQuery, RelationImportResponse } from '@skillup/shared/api/contract';
import { errorResponses } from '../../http/api-error';
import { hrCallerOf } from '../caller';
import { concurrentChange, importAnswer } from './import-answer';
import { relationRows } from './relation-columns';
import { judgeRelations } from './relation-verdicts';
import { commitRelations, loadRelationsSnapshot } from './relations-store';
import { campaignInReach, refuseClosed } from './reach';
import { readTable } from './table';
import { acceptUploads, uploadOf } from './upload';

/**
 * POST /admin/campaigns/:id/relations/import (docs/areas/admin.md, "Import of 360 relations"):
 * who rates whom, as a preview or, with ?commit=1, stored in one transaction.
 */
export const relationsImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await acceptUploads(app);

  app.post(
    '/admin/campaigns/:id/relations/import',
    {
      schema: {
        params: IdParam,
        querystring: ImportQuery,
        response: { 200: RelationImportResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const campaign = await campaignInReach(app.db, hrCallerOf(request), request.params.id);
      const rows = relationRows(await readTable(await uploadOf(request)));
      if (request.query.commit !== '1') {
        const { verdicts } = judgeRelations(rows, await loadRelationsSnapshot(app.db, campaign.id, rows));
        return importAnswer(verdicts, false);
      }
      refuseClosed(campaign);
      const { verdicts } = await app.db
        .transaction()
        .execute(async (trx) => {
          const judgement = judgeRelations(rows, await loadRelationsSnapshot(trx, campaign.id, rows));
          await commitRelations(trx, campaign.id, judgement.plans);
          return judgement;
        })
        .catch((error: unknown) => {
          throw concurrentChange(error);
        });
      return importAnswer(verdicts, true);
    },
  );
};
