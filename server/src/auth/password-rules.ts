import { brokenPasswordTextRules, PASSWORD_MIN_LENGTH, PASSWORD_RULES, type ErrorBody, type PasswordRule } from '@skillup/shared/api/contract';
import type { BreachCheck } from '../security/breached-passwords';
import { verifyPassword } from './password';

/** What each rule asks for, in the words of the reset form (docs/behaviour.md §5, §8). */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  min: `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri`,
  letters: 'La password deve contenere almeno una lettera',
  mixed: 'La password deve contenere almeno una lettera maiuscola e una minuscola',
  numbers: 'La password deve contenere almeno un numero',
  symbols: 'La password deve contenere almeno un simbolo',
  uncompromised: 'La password compare tra quelle violate in rete: scegline un’altra',
  unchanged: 'La nuova password deve essere diversa da quella attuale',
  confirmed: 'Le password non coincidono',
};

/**
 * The rules a new password breaks, in the order of PASSWORD_RULES; empty when it is accepted.
 * The text rules are the contract's, the very ones the new-password form ticks. The current
 * password is no new one: whoever is made to change theirs (docs/behaviour.md §2.3) had it
 * from somebody else, who knows it still.
 */
export async function brokenPasswordRules(
  password: string,
  confirmation: string,
  isBreached: BreachCheck,
  currentHash: string,
): Promise<PasswordRule[]> {
  const broken = brokenPasswordTextRules(password, confirmation);
  const [breached, unchanged] = await Promise.all([isBreached(password), verifyPassword(currentHash, password)]);
  if (breached) broken.push('uncompromised');
  if (unchanged) broken.push('unchanged');
  return PASSWORD_RULES.filter((rule) => broken.includes(rule));
}

export const passwordRulesMessage = (broken: PasswordRule[]) => `${broken.map((rule) => PASSWORD_RULE_MESSAGES[rule]).join('. ')}.`;

/** The 422 answer to a new password that breaks rules, the reset's and the account page's alike. */
export const invalidPasswordBody = (broken: PasswordRule[]): ErrorBody => ({
  status: false,
  code: 'INVALID_PASSWORD',
  message: passwordRulesMessage(broken),
  errors: { password: broken },
});
