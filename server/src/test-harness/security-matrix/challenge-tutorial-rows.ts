import type { RouteCase } from './route-table';
import { as } from './statuses';

const ROUTE = '/api/v2/campaigns/:campaignId/challenge-tutorial';
const url = (campaignId: number) => `/api/v2/campaigns/${campaignId}/challenge-tutorial`;

/** docs/areas/challenge.md, "The tutorial": the caller's own flag, read or set, in a challenge campaign they are enrolled in. */
export function challengeTutorialRows(): RouteCase[] {
  return (['GET', 'PUT'] as const).flatMap((method): RouteCase[] => {
    const payload = method === 'PUT' ? { payload: { seen: true } } : {};
    return [
      {
        method,
        route: ROUTE,
        note: "the caller's own challenge",
        request: async (fx, { who }) => {
          await fx.enrolIn(who, fx.challenge);
          return { url: url(fx.challenge), ...payload };
        },
        expect: as(401, 404, 200, 200, 200),
      },
      {
        method,
        route: ROUTE,
        note: 'a campaign that is no challenge',
        request: async (fx) => {
          await fx.setParticipantConsent(true);
          return { url: url(fx.leadership), ...payload };
        },
        expect: as(401, 404, 422, 422, 422),
        codes: { participant: 'NOT_A_CHALLENGE', admin: 'NOT_A_CHALLENGE' },
      },
    ];
  });
}
