import type { PasswordRule } from '@skillup/shared/api/contract';
import type { BreachCheck } from '../security/breached-passwords';

export const PASSWORD_MIN_LENGTH = 8;

/** What each rule asks for, in the words of the reset form (docs/behaviour.md §5, §8). */
export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  min: `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri`,
  letters: 'La password deve contenere almeno una lettera',
  mixed: 'La password deve contenere almeno una lettera maiuscola e una minuscola',
  numbers: 'La password deve contenere almeno un numero',
  symbols: 'La password deve contenere almeno un simbolo',
  uncompromised: 'La password compare tra quelle violate in rete: scegline un’altra',
  confirmed: 'Le password non coincidono',
};

const hasLetter = /\p{L}/u;
const hasLower = /\p{Ll}/u;
const hasUpper = /\p{Lu}/u;
const hasNumber = /\p{N}/u;
const hasSymbol = /[\p{P}\p{S}\p{Z}]/u;

/** The rules a new password breaks, in the order of PASSWORD_RULES; empty when it is accepted. */
export async function brokenPasswordRules(
  password: string,
  confirmation: string,
  isBreached: BreachCheck,
): Promise<PasswordRule[]> {
  const broken: PasswordRule[] = [];
  if (!hasLetter.test(password)) broken.push('letters');
  if (!(hasLower.test(password) && hasUpper.test(password))) broken.push('mixed');
  if (!hasNumber.test(password)) broken.push('numbers');
  if (!hasSymbol.test(password)) broken.push('symbols');
  if (await isBreached(password)) broken.push('uncompromised');
  if ([...password].length < PASSWORD_MIN_LENGTH) broken.push('min');
  if (password !== confirmation) broken.push('confirmed');
  return broken;
}

export const passwordRulesMessage = (broken: PasswordRule[]) =>
  `${broken.map((rule) => PASSWORD_RULE_MESSAGES[rule]).join('. ')}.`;
