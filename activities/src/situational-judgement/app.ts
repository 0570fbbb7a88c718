import { confirmAndFinish, runActivity } from '../common/boot';
import type { Run } from '../common/definition';
import { focusHeading, h, redraw, replace } from '../common/dom';
import { COMMON, l } from '../common/i18n';
import { OUTCOME_LABELS } from './outcomeLabels';
import { emptySituational, OPTION_IDS, restoreSituational, type SituationalData } from './data';
import { SCENARIOS, TEXT } from './content';

function render(run: Run<SituationalData>) {
  const { lang, data } = run;
  const scenario = SCENARIOS[data.index] ?? SCENARIOS[0]!;
  const chosen = data.answers[scenario.id];
  const last = data.index === SCENARIOS.length - 1;
  const go = (index: number) => {
    void run.save({ ...run.data, index });
    render(run);
    focusHeading(run.root);
  };

  replace(
    run.root,
    data.index === 0 ? h('p', {}, TEXT.intro[lang]) : null,
    h(
      'section',
      { class: 'card' },
      h('p', { class: 'progress' }, `${TEXT.scenario[lang]} ${data.index + 1} / ${SCENARIOS.length}`),
      h('h2', {}, scenario.situation[lang]),
      h(
        'fieldset',
        {},
        h('legend', {}, TEXT.choose[lang]),
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
                redraw(run.root, () => render(run));
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
                disabled: Object.keys(data.answers).length < SCENARIOS.length,
                onclick: () => void confirmAndFinish(run, run.data),
              },
              COMMON.finish[lang],
            )
          : h('button', { type: 'button', disabled: !chosen, onclick: () => go(data.index + 1) }, COMMON.next[lang]),
      ),
    ),
  );
}

void runActivity<SituationalData>({
  title: TEXT.title,
  empty: emptySituational,
  restore: restoreSituational,
  start: (run) => {
    render(run);
    focusHeading(run.root);
  },
  criteria: [
    { name: 'judgement', label: l('Qualità del giudizio', 'Quality of judgement', 'Calidad del juicio') },
    { name: 'empathy', label: l('Attenzione alla persona', 'Attention to the person', 'Atención a la persona') },
  ],
  outcomeLabels: OUTCOME_LABELS,
  summarise: (data, lang) =>
    SCENARIOS.map((scenario) => {
      const option = data.answers[scenario.id];
      return `${scenario.situation[lang]} → ${option ? scenario.options[option][lang] : '—'}`;
    }),
});
