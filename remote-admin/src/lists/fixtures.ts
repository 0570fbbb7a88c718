import type { LanguageModel, TestModel } from '@skillup/shared/api/contract';

export const aLanguage = (overrides: Partial<LanguageModel> = {}): LanguageModel => ({
  id: 1,
  name: 'Italiano',
  lang: 'it',
  description: '',
  ...overrides,
});

export const aTestModel = (overrides: Partial<TestModel> = {}): TestModel => ({
  id: 101,
  campaignId: 11,
  companyId: 1,
  name: { it: 'Logica', en: 'Logic' },
  description: {},
  instructions: {},
  abbreviation: null,
  position: 1,
  url: 'logic/index.html',
  img: null,
  repeatable: false,
  legacy: false,
  hasTimer: false,
  exitMessage: null,
  startDate: null,
  prerequisites: [],
  duration: null,
  color: null,
  jsonData: {},
  ...overrides,
});
