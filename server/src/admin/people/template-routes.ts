import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { XLSX_CONTENT_TYPE } from '@skillup/shared/api/contract';
import type { FastifyReply } from 'fastify';
import { errorResponses } from '../../http/api-error';
import { templateCsv, templateXlsx } from './template';

const sendFile = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
  reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`).send(body);

/** The participants file to fill in, with its header and one example row. */
export const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/admin/participants/template.csv', { schema: { response: errorResponses(401, 403) } }, async (_request, reply) =>
    sendFile(reply, 'text/csv; charset=utf-8', 'participants.csv', templateCsv()),
  );
  app.get('/admin/participants/template.xlsx', { schema: { response: errorResponses(401, 403) } }, async (_request, reply) =>
    sendFile(reply, XLSX_CONTENT_TYPE, 'participants.xlsx', await templateXlsx()),
  );
};
