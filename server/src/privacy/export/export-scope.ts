/**
 * Whose data an export holds and for whom it is made (docs/security.md, "A person's data on
 * request: export"). The person themselves does not see the campaigns HR still prepares, as
 * everywhere else; HR and operations see every enrolment.
 */
export interface ExportScope {
  userId: number;
  /** The language names and labels are written in. */
  lang: string;
  withDrafts: boolean;
}

/** Dates in the file are ISO strings; a driver may hand back a Date or a string. */
export const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());
