/**
 * docs/behaviour.md §2.5, §5, §9: the rules of a new password, in one place. The server refuses
 * a password with them and the new-password form lists and ticks the same ones as the person
 * types, so the two can never disagree.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Codes of `errors.password[]` when the server refuses a new password, in the order it reports them. */
export const PASSWORD_RULES = ['letters', 'mixed', 'numbers', 'symbols', 'uncompromised', 'unchanged', 'min', 'confirmed'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** The rules the text alone decides, in the order the form lists them. */
export const PASSWORD_TEXT_RULES = ['min', 'letters', 'mixed', 'numbers', 'symbols'] as const satisfies readonly PasswordRule[];
export type PasswordTextRule = (typeof PASSWORD_TEXT_RULES)[number];

const CHECKS: Record<PasswordTextRule, (password: string) => boolean> = {
  // Characters, not UTF-16 units: an emoji counts once.
  min: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  letters: (password) => /\p{L}/u.test(password),
  mixed: (password) => /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password),
  numbers: (password) => /\p{N}/u.test(password),
  symbols: (password) => /[\p{P}\p{S}\p{Z}]/u.test(password),
};

export function meetsPasswordRule(rule: PasswordTextRule, password: string): boolean {
  return CHECKS[rule](password);
}

/**
 * The rules broken by the text of the password and its confirmation, in the order of
 * PASSWORD_RULES; whether it appears among leaked passwords, or is the current password
 * (`unchanged`), only the server can tell.
 */
export function brokenPasswordTextRules(password: string, confirmation: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => {
    if (rule === 'uncompromised' || rule === 'unchanged') return false;
    if (rule === 'confirmed') return password !== confirmation;
    return !meetsPasswordRule(rule, password);
  });
}

export const isPasswordRule = (code: string): code is PasswordRule => (PASSWORD_RULES as readonly string[]).includes(code);
