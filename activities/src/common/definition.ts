import type { Outcome } from '@skillup/shared/api/contract';
import type { ActivityContext, SkillupApi } from '@skillup/shared/activity';
import type { Lang, Localised } from './i18n';

/** One criterion an assessor rates from 1 to 5 in the assessor exercise. */
export interface Criterion {
  name: string;
  label: Localised;
}

/** A participant's run of the activity, handed to the activity's own screens. */
export interface Run<D> {
  root: HTMLElement;
  lang: Lang;
  context: ActivityContext;
  api: SkillupApi;
  data: D;
  /** Stores the progress with setData; failures are shown, the next save tries again. */
  save(data: D): Promise<void>;
  /** Stores the final data, posts the outcomes of algorithm.js and sets the test complete, once. */
  finish(data: D): Promise<void>;
  finished: boolean;
  notify(message: string): void;
}

export interface ActivityDefinition<D> {
  title: Localised;
  empty(): D;
  /** The saved data when it has this activity's shape, else null. */
  restore(raw: unknown): D | null;
  /** A new run of a completed repeatable test; by default a fresh start. */
  restart?(data: D): D;
  start(run: Run<D>): void | Promise<void>;
  /** For the assessor exercise: what to rate and how to show an assessed user's data. */
  criteria: Criterion[];
  summarise(data: D, lang: Lang): string[];
  /** What each outcome of algorithm.js measures, in words the assessor reads next to its value. */
  outcomeLabels: Record<string, Localised>;
}

/** The global algorithm.js defines, loaded by the activity's page beside it. */
export interface SkillupAlgorithm {
  compute(data: unknown): Outcome[];
}
