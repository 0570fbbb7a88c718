import { PASSWORD_RULES, type PasswordRule } from '@skillup/shared/api/contract';

/** docs/behaviour.md §9: the shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;

/** docs/behaviour.md §2.5: the button is active once the password is long enough and both fields match. */
export function canSubmitPassword(password: string, confirmation: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password === confirmation;
}

/** docs/behaviour.md §5, client side: i18n keys of the rules the password breaks, in the order they are listed. */
export function brokenPasswordRules(password: string, confirmation: string): string[] {
  const broken: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) broken.push('newPassword.rules.min');
  if (!/\p{Ll}/u.test(password)) broken.push('newPassword.rules.lowercase');
  if (!/\p{Lu}/u.test(password)) broken.push('newPassword.rules.uppercase');
  if (!/\p{Nd}/u.test(password)) broken.push('newPassword.rules.number');
  if (password !== confirmation) broken.push('newPassword.rules.match');
  return broken;
}

function isPasswordRule(code: string): code is PasswordRule {
  return (PASSWORD_RULES as readonly string[]).includes(code);
}

/** docs/behaviour.md §5, server side: the message key of each rule code of `errors.password[]` it knows. */
export function serverRuleKeys(codes: readonly string[] | undefined): string[] {
  return [...new Set((codes ?? []).filter(isPasswordRule))].map((code) => `newPassword.server.${code}`);
}
