import { THEME_REMOTE } from '@skillup/shared/api/contract';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/session-plugin';
import { ApiError, campaignNotFound } from '../http/api-error';
import { answeringEnrolment } from './answering';
import { findEnteredEnrolment, type Enrolment } from './enrolments';

type ThemedArea = (typeof THEME_REMOTE)[keyof typeof THEME_REMOTE];

/**
 * What the route does with the area's state: `read` it in any campaign the caller enters (a
 * closed one whose report they read shows its area as it was left), `write` it only in a
 * campaign open for answers (409 CAMPAIGN_CLOSED in a closed one, campaigns/answering.ts).
 */
export type AreaAccess = 'read' | 'write';

/**
 * The caller's own enrolment in a campaign that the area `remote` renders, for the routes
 * that keep an area's state per participant (the Agenda, the challenge's tutorial): 404 when the
 * campaign is not the caller's, 409 when it is closed and `access` writes, 422 `code` when
 * another area renders it.
 */
export async function areaEnrolment(
  request: FastifyRequest,
  campaignId: number,
  remote: ThemedArea,
  refusal: { code: string; message: string },
  access: AreaAccess,
): Promise<{ userId: number; enrolment: Enrolment }> {
  const { account } = sessionOf(request);
  const { db } = request.server;
  const enrolment =
    access === 'write' ? await answeringEnrolment(db, account.id, campaignId) : await findEnteredEnrolment(db, account.id, campaignId);
  if (!enrolment) throw campaignNotFound();
  if (THEME_REMOTE[enrolment.theme] !== remote) throw new ApiError(422, refusal.code, refusal.message);
  return { userId: account.id, enrolment };
}
