import type { FastifyBaseLogger } from 'fastify';
import { createBreachCheck } from '../security/breached-passwords';
import { hashPassword } from './password';
import { brokenPasswordRules, passwordRulesMessage } from './password-rules';

const isBreached = createBreachCheck(null, {} as FastifyBaseLogger);
const CURRENT = 'Current-Pass-1';

describe('server password rules', () => {
  let currentHash: string;
  beforeAll(async () => {
    currentHash = await hashPassword(CURRENT);
  });
  const broken = (password: string, confirmation = password) => brokenPasswordRules(password, confirmation, isBreached, currentHash);

  it('accepts a password that meets every rule', async () => {
    expect(await broken('Skillup-2026')).toEqual([]);
    expect(await broken('Ünïcode Straße 9')).toEqual([]);
  });

  it.each([
    ['min', 'Ab-1cde'],
    ['mixed', 'skillup-2026'],
    ['mixed', 'SKILLUP-2026'],
    ['numbers', 'Skillup-duemila'],
    ['symbols', 'Skillup2026'],
    ['uncompromised', 'P@ssw0rd'],
  ])('breaks only "%s" with %p', async (rule, password) => {
    expect(await broken(password)).toEqual([rule]);
  });

  it('breaks "letters" and so "mixed" without any letter', async () => {
    expect(await broken('1234-5678-90')).toEqual(['letters', 'mixed']);
  });

  it('breaks "unchanged" with the current password, whatever else it breaks', async () => {
    expect(await broken(CURRENT)).toEqual(['unchanged']);
    expect(await broken(CURRENT, 'Current-Pass-2')).toEqual(['unchanged', 'confirmed']);
    expect(await broken('current-pass-1')).toEqual(['mixed']);
  });

  it('breaks "confirmed" when the confirmation differs', async () => {
    expect(await broken('Skillup-2026', 'Skillup-2027')).toEqual(['confirmed']);
  });

  it('counts characters, not UTF-16 units', async () => {
    expect(await broken('Aa1-😀😀😀')).toEqual(['min']);
  });

  it('explains every broken rule in one message', () => {
    expect(passwordRulesMessage(['min', 'confirmed'])).toBe('La password deve contenere almeno 8 caratteri. Le password non coincidono.');
  });
});
