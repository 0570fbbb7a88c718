import { NOMINATION_GROUPS, type NominationGroup, type NominationMode, type NominationSettings } from '@skillup/shared/api/contract';
import { inputOfMoment, momentOfInput } from './moments';

/** The contract's ranges, checked before sending so that a slip is said beside its field. */
const LIMITS = {
  count: { min: 0, max: 50 },
  loadWarning: { min: 1, max: 100 },
} as const;

/** The settings as the form holds them: numbers and moments as typed, converted on submit. */
export interface SettingsDraft {
  mode: NominationMode;
  limits: Record<NominationGroup, { min: string; max: string }>;
  /** datetime-local texts, in the browser's zone; '' for none. */
  deadline: string;
  /** Kept while another mode is chosen, so that choosing the manager's approval again brings it back. */
  autoApproveAt: string;
  loadWarning: string;
}

export function draftOf(settings: NominationSettings): SettingsDraft {
  return {
    mode: settings.mode,
    limits: {
      peers: { min: String(settings.peers.min), max: String(settings.peers.max) },
      directReports: { min: String(settings.directReports.min), max: String(settings.directReports.max) },
      others: { min: String(settings.others.min), max: String(settings.others.max) },
    },
    deadline: inputOfMoment(settings.deadline),
    autoApproveAt: inputOfMoment(settings.autoApproveAt),
    loadWarning: String(settings.loadWarning),
  };
}

/** Ids of the form's controls, so that the first one to correct can take the focus. */
export const fieldId = {
  limit: (group: NominationGroup, bound: 'min' | 'max') => `nomination-${group}-${bound}`,
  deadline: 'nomination-deadline',
  autoApproveAt: 'nomination-auto-approve-at',
  loadWarning: 'nomination-load-warning',
};

/** What is wrong with a field, by its id: a number out of range, a maximum below its minimum, or a moment that is none. */
export type DraftErrors = Record<string, { kind: 'number'; min: number; max: number } | { kind: 'order'; min: number } | { kind: 'moment' }>;

function integerIn(text: string, range: { min: number; max: number }): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= range.min && value <= range.max ? value : null;
}

/**
 * What the server would refuse, said beside its field: its one code for all of it
 * (INVALID_LIMITS) could not say which field, and its message is in English.
 */
export function validateDraft(draft: SettingsDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const group of NOMINATION_GROUPS) {
    const min = integerIn(draft.limits[group].min, LIMITS.count);
    const max = integerIn(draft.limits[group].max, LIMITS.count);
    if (min === null) errors[fieldId.limit(group, 'min')] = { kind: 'number', ...LIMITS.count };
    if (max === null) errors[fieldId.limit(group, 'max')] = { kind: 'number', ...LIMITS.count };
    else if (min !== null && max < min) errors[fieldId.limit(group, 'max')] = { kind: 'order', min };
  }
  if (integerIn(draft.loadWarning, LIMITS.loadWarning) === null) errors[fieldId.loadWarning] = { kind: 'number', ...LIMITS.loadWarning };
  if (momentOfInput(draft.deadline) === undefined) errors[fieldId.deadline] = { kind: 'moment' };
  if (draft.mode === 'manager' && momentOfInput(draft.autoApproveAt) === undefined) errors[fieldId.autoApproveAt] = { kind: 'moment' };
  return errors;
}

/** The body of the PUT for a valid draft; the automatic approval goes only with the manager's. */
export function requestOf(draft: SettingsDraft): NominationSettings {
  const limits = (group: NominationGroup) => ({ min: Number(draft.limits[group].min.trim()), max: Number(draft.limits[group].max.trim()) });
  return {
    mode: draft.mode,
    peers: limits('peers'),
    directReports: limits('directReports'),
    others: limits('others'),
    deadline: momentOfInput(draft.deadline) ?? null,
    autoApproveAt: draft.mode === 'manager' ? (momentOfInput(draft.autoApproveAt) ?? null) : null,
    loadWarning: Number(draft.loadWarning.trim()),
  };
}
