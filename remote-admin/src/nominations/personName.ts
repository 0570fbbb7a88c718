import type { NominationPerson } from '@skillup/shared/api/contract';

/** A person as the nominations' pages name them: first name, then last name. */
export const personName = (person: Pick<NominationPerson, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim();
