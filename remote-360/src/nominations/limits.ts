import type { GroupCount, Nomination, NominationGroup } from '@skillup/shared/api/contract';

/** The server counts a nomination against its group's limits until it is denied or declined. */
export const counts = (nomination: Nomination) => nomination.status === 'pending' || nomination.status === 'approved';

export const withinLimits = (group: GroupCount) => group.count >= group.min && group.count <= group.max;

/** Submitting is allowed only when every group's count is within its limits. */
export const canSubmit = (groups: readonly GroupCount[]) => groups.every(withinLimits);

/** A group with room left; a group HR gave no places to is never offered. */
export const hasRoom = (group: GroupCount) => group.count < group.max;

/** Who cannot be nominated again: people whose nomination still counts. */
export function nominatedIds(nominations: readonly Nomination[]): Set<number> {
  return new Set(nominations.filter(counts).map((nomination) => nomination.nominee.id));
}

/** A denied or declined nomination the participant may still replace: none replaces it yet. */
export function replaceable(nomination: Nomination, nominations: readonly Nomination[]): boolean {
  return (nomination.status === 'denied' || nomination.status === 'declined') && !nominations.some((other) => other.replaces === nomination.id);
}

export const ofGroup = (nominations: readonly Nomination[], group: NominationGroup) => nominations.filter((nomination) => nomination.group === group);
