/**
 * A cell a spreadsheet would run as a formula once the data goes back out (CSV injection),
 * or an XLSX formula, read as `=` and its formula.
 */
export const looksLikeFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell.trimStart());

const EMAIL = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[^\s@"(),:;<>[\\\].]{2,}$/;
export const MAX_EMAIL_LENGTH = 254;

/** Addresses are stored in lower case: the unique index is the login key. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const isEmail = (email: string) => email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);

/** Several addresses in one cell: separated by semicolons, commas, bars or spaces. */
export const splitEmails = (cell: string) =>
  cell
    .split(/[;,|\s]+/)
    .map(normaliseEmail)
    .filter((email) => email !== '');
