import { join } from 'node:path';
import { untranslatedTexts, untranslatedTextsUnder } from './untranslatedText';

const texts = (name: string, source: string) => untranslatedTexts(name, source).map((found) => found.text);

describe('untranslatedTexts: what a screen would show without t()', () => {
  it('finds JSX text, literal children and read attributes given a literal', () => {
    const source = `export const A = ({ t, ok }) => (
      <section aria-label="Sezione">
        <p title={ok ? 'Tutto bene' : t('bad')}>Ciao mondo</p>
        {'altro testo'}
        <input placeholder={\`Cerca qui\`} />
        <img alt={t('logo')} />
        <Progress.Label>{t('progress', { sent: 1 })}</Progress.Label>
      </section>
    );`;
    expect(texts('a.tsx', source)).toEqual(['Sezione', 'Tutto bene', 'Ciao mondo', 'altro testo', 'Cerca qui']);
  });

  it('finds the same in DOM code: h() children and attributes, textContent', () => {
    const source = `
      h('p', { 'aria-label': 'Chiudi tutto', class: 'status' }, 'Testo fisso', T.x[lang]);
      status.textContent = 'Salvato';
      status.textContent = \`\${T.status[lang]}: \${value}\`;`;
    expect(texts('b.ts', source)).toEqual(['Testo fisso', 'Chiudi tutto', 'Salvato']);
  });

  it('leaves alone what has no words, and what is not shown', () => {
    const source = `export const B = ({ t }) => <p className="x" data-state="saved" key="k">{' · '}{n}%{'—'} 1–5 {t('a')}</p>;
      console.error('FAILED TO PARSE JSON'); const x = { label: t('y') };`;
    expect(texts('c.tsx', source)).toEqual([]);
  });

  it('finds nothing untranslated in the shared screens', () => {
    expect(untranslatedTextsUnder(join(__dirname, '..'))).toEqual([]);
  });
});
