import { THEME_REMOTE } from '@skillup/shared/api/contract';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/session-plugin';
import { ApiError, campaignNotFound } from '../http/api-error';
import { findEnrolment, type Enrolment } from './enrolments';

type ThemedArea = (typeof THEME_REMOTE)[keyof typeof THEME_REMOTE];

/**
 * The caller's own open enrolment in a campaign that the area `remote` renders, for the routes
 * that keep an area's state per participant (the Agenda, the challenge's tutorial): 404 when the
 * campaign is not the caller's to answer in, 422 `code` when another area renders it.
 */
export async function areaEnrolment(
  request: FastifyRequest,
  campaignId: number,
  remote: ThemedArea,
  refusal: { code: string; message: string },
): Promise<{ userId: number; enrolment: Enrolment }> {
  const { account } = sessionOf(request);
  const enrolment = await findEnrolment(request.server.db, account.id, campaignId);
  if (!enrolment) throw campaignNotFound();
  if (THEME_REMOTE[enrolment.theme] !== remote) throw new ApiError(422, refusal.code, refusal.message);
  return { userId: account.id, enrolment };
}
