import {
  brokenPasswordTextRules,
  isPasswordRule,
  meetsPasswordRule,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TEXT_RULES,
  type PasswordRule,
  type PasswordTextRule,
} from '@skillup/shared/api/contract';

/** The values the rule messages of the catalogues interpolate: the length as `count`, so the texts agree with it. */
export const RULE_VALUES = { count: PASSWORD_MIN_LENGTH } as const;

/** docs/behaviour.md §5: the message of a broken rule, the same for the form's own check and the server's. */
export const ruleKey = (rule: PasswordRule) => `newPassword.rules.${rule}`;

/** docs/behaviour.md §2.5: the button is active once the password is long enough and both fields match. */
export function canSubmitPassword(password: string, confirmation: string): boolean {
  return meetsPasswordRule('min', password) && password === confirmation;
}

/** docs/behaviour.md §5, checked in the browser: i18n keys of the contract's rules the text breaks. */
export function brokenPasswordRules(password: string, confirmation: string): string[] {
  return brokenPasswordTextRules(password, confirmation).map(ruleKey);
}

/** docs/behaviour.md §2.5: each rule of the hint and whether the password typed so far meets it. */
export function passwordChecklist(password: string): { rule: PasswordTextRule; met: boolean }[] {
  return PASSWORD_TEXT_RULES.map((rule) => ({ rule, met: meetsPasswordRule(rule, password) }));
}

/** docs/behaviour.md §5, checked by the server: the message key of each rule code of `errors.password[]` it knows. */
export function serverRuleKeys(codes: readonly string[] | undefined): string[] {
  return [...new Set((codes ?? []).filter(isPasswordRule))].map(ruleKey);
}
