import { confirmAndFinish } from '../boot';
import type { ActivityDefinition, Criterion, Run } from '../definition';
import { focusHeading, h, redraw, replace } from '../dom';
import { COMMON, type Localised } from '../i18n';
import { emptyChoices, OPTION_IDS, restoreChoices, type ChoicesData, type OptionId } from './data';

export interface Scenario<S extends string> {
  id: S;
  situation: Localised;
  options: Record<OptionId, Localised>;
}

/** What a choices activity shows: its intro and its scenarios, each with four options. */
export interface ChoicesContent<S extends string> {
  title: Localised;
  intro: Localised;
  scenario: Localised;
  choose: Localised;
  scenarios: Scenario<S>[];
}

function render<S extends string>(run: Run<ChoicesData<S>>, content: ChoicesContent<S>) {
  const { lang, data } = run;
  const { scenarios } = content;
  const scenario = scenarios[data.index] ?? scenarios[0]!;
  const chosen = data.answers[scenario.id];
  const last = data.index === scenarios.length - 1;
  const go = (index: number) => {
    void run.save({ ...run.data, index });
    render(run, content);
    focusHeading(run.root);
  };

  replace(
    run.root,
    data.index === 0 ? h('p', {}, content.intro[lang]) : null,
    h(
      'section',
      { class: 'card' },
      h('p', { class: 'progress' }, `${content.scenario[lang]} ${data.index + 1} / ${scenarios.length}`),
      h('h2', {}, scenario.situation[lang]),
      h(
        'fieldset',
        {},
        h('legend', {}, content.choose[lang]),
        ...OPTION_IDS.map((option) =>
          h(
            'label',
            {},
            h('input', {
              type: 'radio',
              name: 'option',
              value: option,
              checked: chosen === option,
              onchange: () => {
                void run.save({ ...run.data, answers: { ...run.data.answers, [scenario.id]: option } });
                redraw(run.root, () => render(run, content));
              },
            }),
            scenario.options[option][lang],
          ),
        ),
      ),
      h(
        'div',
        { class: 'actions' },
        data.index > 0 ? h('button', { type: 'button', class: 'secondary', onclick: () => go(data.index - 1) }, COMMON.previous[lang]) : null,
        last
          ? h(
              'button',
              {
                type: 'button',
                disabled: Object.keys(data.answers).length < scenarios.length,
                onclick: () => void confirmAndFinish(run, run.data),
              },
              COMMON.finish[lang],
            )
          : h('button', { type: 'button', disabled: !chosen, onclick: () => go(data.index + 1) }, COMMON.next[lang]),
      ),
    ),
  );
}

/**
 * An activity of scenarios, each answered by choosing one of four options: the situational
 * judgement and the business case differ only in their content and their scoring key.
 */
export function choicesActivity<S extends string>(
  content: ChoicesContent<S>,
  assessor: { criteria: Criterion[]; outcomeLabels: Record<string, Localised> },
): ActivityDefinition<ChoicesData<S>> {
  const ids = content.scenarios.map((scenario) => scenario.id);
  return {
    title: content.title,
    empty: emptyChoices,
    restore: (raw) => restoreChoices(raw, ids),
    start: (run) => {
      render(run, content);
      focusHeading(run.root);
    },
    ...assessor,
    summarise: (data, lang) =>
      content.scenarios.map((scenario) => {
        const option = data.answers[scenario.id];
        return `${scenario.situation[lang]} → ${option ? scenario.options[option][lang] : '—'}`;
      }),
  };
}
