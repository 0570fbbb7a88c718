import { NOMINATION_GROUPS, RELATION_OF_GROUP, type NominationGroup, type NominationSettings, type ShortGroup } from '@skillup/shared/api/contract';
import type { ApiError } from '../http/api-error';
import { nominationErrors } from './errors';

/* The rules of nominating (docs/areas/feedback-360.md, "Nominations"), apart from the database. */

export const groupOfRelationType = (relationType: number): NominationGroup | null =>
  NOMINATION_GROUPS.find((group) => RELATION_OF_GROUP[group] === relationType) ?? null;

export const deadlinePassed = (settings: NominationSettings, now: Date) => settings.deadline !== null && new Date(settings.deadline) <= now;

/** Whether the participant may add or remove nominations now. */
export const nominationsOpen = (settings: NominationSettings, now: Date) => settings.mode !== 'hr' && !deadlinePassed(settings, now);

export function refusalOfSettings(settings: NominationSettings): ApiError | null {
  for (const group of NOMINATION_GROUPS) {
    const { min, max } = settings[group];
    if (min > max) return nominationErrors.limits(`${group}: the minimum ${min} is above the maximum ${max}`);
  }
  for (const moment of [settings.deadline, settings.autoApproveAt]) {
    if (moment !== null && Number.isNaN(Date.parse(moment))) return nominationErrors.limits(`${moment} is not a date`);
  }
  if (settings.autoApproveAt !== null && settings.mode !== 'manager')
    return nominationErrors.limits('automatic approval applies only when the manager approves');
  return null;
}

export interface NominationAttempt {
  settings: NominationSettings;
  now: Date;
  callerId: number;
  callerCompanyId: number;
  group: NominationGroup;
  /** The nominee's company, or null when there is no such person. */
  nominee: { id: number; companyId: number } | null;
  /** People the caller has pending or approved nominations for, or who rate them already. */
  taken: ReadonlySet<number>;
  /** Pending or approved nominations of the caller in the group. */
  inGroup: number;
  submitted: boolean;
  /** Denied or declined nominations of the group that no nomination replaces yet. */
  replaceable: number;
}

/** Why this nomination may not be stored, or null: the first rule it breaks, in the order a person would want to hear them. */
export function refusalOfNomination(attempt: NominationAttempt): ApiError | null {
  const { settings, nominee } = attempt;
  if (settings.mode === 'hr') return nominationErrors.closed();
  if (deadlinePassed(settings, attempt.now)) return nominationErrors.deadlinePassed();
  if (nominee?.id === attempt.callerId) return nominationErrors.self();
  if (!nominee || nominee.companyId !== attempt.callerCompanyId) return nominationErrors.notInCompany();
  if (attempt.taken.has(nominee.id)) return nominationErrors.twice();
  if (attempt.submitted && attempt.replaceable === 0) return nominationErrors.submitted();
  const { max } = settings[attempt.group];
  if (attempt.inGroup >= max) return nominationErrors.groupFull(max);
  return null;
}

export interface GroupState {
  group: NominationGroup | 'manager';
  /** Raters there are or may be: relations of the group and nominations still waiting. */
  have: number;
  min: number;
  threshold: number;
}

/**
 * The groups that cannot reach what they need, and why. An empty group with no minimum is
 * no problem (most people have no direct reports); a group with raters but fewer than its
 * threshold shows nothing of its own in the report.
 */
export function shortGroups(groups: readonly GroupState[]): ShortGroup[] {
  const short: ShortGroup[] = [];
  for (const { group, have, min, threshold } of groups) {
    if (group === 'manager') {
      if (have === 0 && threshold > 0) short.push({ group, code: 'NO_MANAGER', have, needed: 1 });
    } else if (have < min) short.push({ group, code: 'BELOW_MINIMUM', have, needed: min });
    else if (have > 0 && have < threshold) short.push({ group, code: 'BELOW_THRESHOLD', have, needed: threshold });
  }
  return short;
}
