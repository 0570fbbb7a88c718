import { brokenPasswordTextRules, meetsPasswordRule, PASSWORD_RULES, PASSWORD_TEXT_RULES } from './password';

describe('the password rules of the contract (docs/behaviour.md §5)', () => {
  it('every text rule is a rule the server reports', () => {
    for (const rule of PASSWORD_TEXT_RULES) expect(PASSWORD_RULES).toContain(rule);
  });

  it('asks for 8 characters, a letter, both cases, a number and a symbol', () => {
    expect(brokenPasswordTextRules('Skillup-2026', 'Skillup-2026')).toEqual([]);
    expect(brokenPasswordTextRules('Skillup2026', 'Skillup2026')).toEqual(['symbols']);
    expect(brokenPasswordTextRules('1234-5678', '1234-5678')).toEqual(['letters', 'mixed']);
    expect(brokenPasswordTextRules('Ab-1', 'Ab-2')).toEqual(['min', 'confirmed']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(meetsPasswordRule('min', 'Aa1-😀😀😀')).toBe(false);
    expect(meetsPasswordRule('min', 'Aa1-😀😀😀😀')).toBe(true);
  });

  it('never decides the leaked-password rule, nor whether it is the current password: only the server can check those', () => {
    expect(brokenPasswordTextRules('P@ssw0rd', 'P@ssw0rd')).not.toContain('uncompromised');
    expect(brokenPasswordTextRules('Skillup-2026', 'Skillup-2026')).not.toContain('unchanged');
  });
});
