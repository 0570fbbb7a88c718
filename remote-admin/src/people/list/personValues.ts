import type { AddPersonRequest, PersonEntry, PersonPatch, PersonRole } from '@skillup/shared/api/contract';

/** What the person form holds: text as typed, the manager as chosen. */
export interface PersonValues {
  email: string;
  firstName: string;
  lastName: string;
  /** '' for no language. */
  language: string;
  team: string;
  /** A new person's manager, by e-mail as an import names them. */
  managerEmail: string;
  /** An existing person's manager, chosen among the campaign's people. */
  manager: { id: number; label: string } | null;
  role: PersonRole;
}

export const emptyValues = (): PersonValues => ({
  email: '',
  firstName: '',
  lastName: '',
  language: '',
  team: '',
  managerEmail: '',
  manager: null,
  role: 'participant',
});

export const valuesOf = (person: PersonEntry): PersonValues => ({
  email: person.email,
  firstName: person.firstName,
  lastName: person.lastName,
  language: person.language ?? '',
  team: person.team ?? '',
  managerEmail: person.managerEmail ?? '',
  manager: person.managerId === null ? null : { id: person.managerId, label: person.managerEmail ?? String(person.managerId) },
  role: person.role,
});

const orNull = (text: string) => text.trim() || null;

export const addRequestOf = (values: PersonValues): AddPersonRequest => ({
  email: values.email.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  language: orNull(values.language),
  team: orNull(values.team),
  managerEmail: orNull(values.managerEmail),
  role: values.role,
});

/** Only what changed: an absent field keeps its value on the server, null empties it. */
export function patchOf(person: PersonEntry, values: PersonValues): PersonPatch {
  const patch: PersonPatch = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (firstName !== person.firstName) patch.firstName = firstName;
  if (lastName !== person.lastName) patch.lastName = lastName;
  if (orNull(values.language) !== person.language) patch.language = orNull(values.language);
  if (orNull(values.team) !== person.team) patch.team = orNull(values.team);
  const managerId = values.manager?.id ?? null;
  if (managerId !== person.managerId) patch.managerId = managerId;
  if (values.role !== person.role) patch.role = values.role;
  return patch;
}
