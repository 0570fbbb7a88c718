import { brokenPasswordRules, canSubmitPassword, serverRuleKeys } from './passwordRules';

describe('password rules (docs/behaviour.md §2.5, §5)', () => {
  it('the form can be sent from 8 characters when both fields match', () => {
    expect(canSubmitPassword('Abcdef1', 'Abcdef1')).toBe(false);
    expect(canSubmitPassword('Abcdefg1', 'Abcdefg2')).toBe(false);
    expect(canSubmitPassword('Abcdefg1', 'Abcdefg1')).toBe(true);
  });

  it('lists every broken client rule', () => {
    expect(brokenPasswordRules('abc', 'abd')).toEqual([
      'newPassword.rules.min',
      'newPassword.rules.uppercase',
      'newPassword.rules.number',
      'newPassword.rules.match',
    ]);
    expect(brokenPasswordRules('ABCDEFGH', 'ABCDEFGH')).toEqual(['newPassword.rules.lowercase', 'newPassword.rules.number']);
    expect(brokenPasswordRules('Àbcdefg1', 'Àbcdefg1')).toEqual([]);
  });

  it('maps the server codes it knows, once each', () => {
    expect(serverRuleKeys(['symbols', 'uncompromised', 'symbols', 'unheard-of'])).toEqual([
      'newPassword.server.symbols',
      'newPassword.server.uncompromised',
    ]);
    expect(serverRuleKeys(undefined)).toEqual([]);
  });
});
