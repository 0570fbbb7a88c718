/** What the catalogue suites of every area call: the scan itself lives in untranslatedText.ts. */
export { untranslatedTextsUnder } from './untranslatedText';
