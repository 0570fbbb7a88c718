import {
  NOMINATION_GROUPS,
  RELATION_OF_GROUP,
  type EvaluatedNominations,
  type NominationGroupProgress,
  type NominationSettings,
} from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import { isParticipantRole } from '../auth/roles';
import type { Database } from '../db/schema';
import { groupThresholds } from './thresholds';
import { shortGroups } from './rules';
import { nominationsDb } from './tables';

const MANAGER_RELATION = 2;

interface Tally {
  raters: number;
  started: number;
  done: number;
  pending: number;
}

const key = (evaluatedId: number, relationType: number) => `${evaluatedId}:${relationType}`;

/**
 * HR's view of a 360 campaign's nominations (docs/areas/feedback-360.md, "Nominations"): for
 * every participant, each group's nominations and raters as counts, and the groups that
 * cannot reach their minimum or their anonymity threshold. Never who rates whom.
 */
export async function nominationOverview(db: Kysely<Database>, campaignId: number, settings: NominationSettings): Promise<EvaluatedNominations[]> {
  const ndb = nominationsDb(db);
  const [people, relations, pending, thresholds] = await Promise.all([
    ndb
      .selectFrom('user_campaigns as uc')
      .innerJoin('users as u', 'u.id', 'uc.user_id')
      .innerJoin('campaigns as c', 'c.id', 'uc.campaign_id')
      .leftJoin('nomination_submissions as s', (join) => join.onRef('s.campaign_id', '=', 'uc.campaign_id').onRef('s.user_id', '=', 'u.id'))
      .where('uc.campaign_id', '=', campaignId)
      .whereRef('u.company_id', '=', 'c.company_id')
      .where(isParticipantRole('u.role'))
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.team', 's.submitted_at'])
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute(),
    db
      .selectFrom('feedback360_relations')
      .where('campaign_id', '=', campaignId)
      .where('relation_type', '<>', 3)
      .groupBy(['evaluated_id', 'relation_type'])
      .select((eb) => [
        'evaluated_id',
        'relation_type',
        eb.fn.countAll<string>().as('raters'),
        sql<string>`count(*) filter (where status <> 'n' or answers_version > 0)`.as('started'),
        sql<string>`count(*) filter (where status = 'y')`.as('done'),
      ])
      .execute(),
    ndb
      .selectFrom('nominations')
      .where('campaign_id', '=', campaignId)
      .where('status', '=', 'pending')
      .groupBy(['evaluated_id', 'relation_type'])
      .select((eb) => ['evaluated_id', 'relation_type', eb.fn.countAll<string>().as('pending')])
      .execute(),
    groupThresholds(db, campaignId),
  ]);
  const tallies = new Map<string, Tally>();
  const tally = (k: string) => tallies.get(k) ?? tallies.set(k, { raters: 0, started: 0, done: 0, pending: 0 }).get(k)!;
  for (const row of relations)
    Object.assign(tally(key(row.evaluated_id, row.relation_type)), {
      raters: Number(row.raters),
      started: Number(row.started),
      done: Number(row.done),
    });
  for (const row of pending) tally(key(row.evaluated_id, row.relation_type)).pending = Number(row.pending);

  return people.map((person) => {
    const progress = (group: NominationGroupProgress['group'], relationType: number, limits: { min: number; max: number }, threshold: number) => {
      const t = tallies.get(key(person.id, relationType)) ?? { raters: 0, started: 0, done: 0, pending: 0 };
      return { group, pending: t.pending, approved: t.raters, ...limits, threshold, invited: t.raters, started: t.started, done: t.done };
    };
    const groups: NominationGroupProgress[] = [
      ...NOMINATION_GROUPS.map((group) => progress(group, RELATION_OF_GROUP[group], settings[group], thresholds[group])),
      progress('manager', MANAGER_RELATION, { min: 0, max: 1 }, thresholds.manager),
    ];
    return {
      person: { id: person.id, firstName: person.first_name, lastName: person.last_name, team: person.team },
      submittedAt: person.submitted_at ? new Date(person.submitted_at).toISOString() : null,
      groups,
      short: shortGroups(groups.map((g) => ({ group: g.group, have: g.approved + g.pending, min: g.min, threshold: g.threshold }))),
    };
  });
}
