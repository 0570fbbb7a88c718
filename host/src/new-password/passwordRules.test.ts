import { PASSWORD_RULES } from '@skillup/shared/api/contract';
import { en, es, it as italian } from '../../../shared/src/i18n/catalogues';
import { brokenPasswordRules, canSubmitPassword, passwordChecklist, ruleKey, serverRuleKeys } from './passwordRules';

describe('password rules (docs/behaviour.md §2.5, §5)', () => {
  it('the form can be sent from 8 characters when both fields match', () => {
    expect(canSubmitPassword('Abcdef1', 'Abcdef1')).toBe(false);
    expect(canSubmitPassword('Abcdefg1', 'Abcdefg2')).toBe(false);
    expect(canSubmitPassword('Abcdefg1', 'Abcdefg1')).toBe(true);
  });

  it("lists every rule of the contract the text breaks, the server's order", () => {
    expect(brokenPasswordRules('abc', 'abd')).toEqual([
      'newPassword.rules.mixed',
      'newPassword.rules.numbers',
      'newPassword.rules.symbols',
      'newPassword.rules.min',
      'newPassword.rules.confirmed',
    ]);
    expect(brokenPasswordRules('ABCDEFG1', 'ABCDEFG1')).toEqual(['newPassword.rules.mixed', 'newPassword.rules.symbols']);
    expect(brokenPasswordRules('Àbcdef-1', 'Àbcdef-1')).toEqual([]);
  });

  it('ticks the rules the password meets so far', () => {
    expect(passwordChecklist('ab-1')).toEqual([
      { rule: 'min', met: false },
      { rule: 'letters', met: true },
      { rule: 'mixed', met: false },
      { rule: 'numbers', met: true },
      { rule: 'symbols', met: true },
    ]);
  });

  it('maps the server codes it knows, once each', () => {
    expect(serverRuleKeys(['symbols', 'uncompromised', 'symbols', 'unheard-of'])).toEqual([
      'newPassword.rules.symbols',
      'newPassword.rules.uncompromised',
    ]);
    expect(serverRuleKeys(undefined)).toEqual([]);
  });

  it('every rule of the contract has its message in it, en and es', () => {
    for (const catalogue of [italian, en, es]) {
      const rules = catalogue.newPassword.rules as Record<string, string>;
      // The length rule agrees with the number: its message is there as plural forms.
      for (const rule of PASSWORD_RULES) {
        const name = ruleKey(rule).split('.').pop()!;
        expect(rules[name] ?? rules[`${name}_other`]).toBeTruthy();
      }
    }
  });
});
