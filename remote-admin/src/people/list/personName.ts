/** A person's name as the lists show it; the e-mail when the name is empty. */
export const personName = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;
