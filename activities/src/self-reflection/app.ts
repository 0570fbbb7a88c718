import { confirmAndFinish, runActivity } from '../common/boot';
import type { Run } from '../common/definition';
import { focusHeading, h, redraw, replace } from '../common/dom';
import { COMMON, l } from '../common/i18n';
import { OUTCOME_LABELS } from './outcomeLabels';
import { RATING_SCALE } from '../common/ratings';
import { pausedTyping } from '../common/typing';
import { completeRound, emptyReflection, restartReflection, restoreReflection, STATEMENT_IDS, type ReflectionData } from './data';
import { STATEMENTS, TEXT } from './content';

const NOTE_SAVE_DELAY_MS = 600;
const typing = pausedTyping(NOTE_SAVE_DELAY_MS);

function render(run: Run<ReflectionData>) {
  const { lang, data } = run;
  const complete = STATEMENT_IDS.every((id) => data.answers[id] !== undefined);

  replace(
    run.root,
    h(
      'section',
      { class: 'card' },
      h('h2', {}, TEXT.title[lang]),
      h('p', {}, TEXT.intro[lang]),
      data.history.length ? h('p', { class: 'meta' }, `${TEXT.rounds[lang]}: ${data.history.length}`) : null,
      h('p', { class: 'meta' }, TEXT.scale[lang]),
      ...STATEMENTS.map((statement) =>
        h(
          'fieldset',
          { class: 'scale' },
          h('legend', {}, statement.text[lang]),
          ...RATING_SCALE.map((value) =>
            h(
              'label',
              {},
              h('input', {
                type: 'radio',
                name: statement.id,
                value,
                checked: data.answers[statement.id] === value,
                onchange: () => {
                  typing.flush();
                  void run.save({ ...run.data, answers: { ...run.data.answers, [statement.id]: value } });
                  redraw(run.root, () => render(run));
                },
              }),
              String(value),
            ),
          ),
        ),
      ),
      h('label', { for: 'note' }, TEXT.note[lang]),
      h('textarea', {
        id: 'note',
        value: data.note,
        oninput: (event: Event) => {
          const note = (event.target as HTMLTextAreaElement).value;
          typing.typed(() => void run.save({ ...run.data, note }));
        },
      }),
      h(
        'div',
        { class: 'actions' },
        complete ? null : h('span', { class: 'meta' }, TEXT.missing[lang]),
        h(
          'button',
          {
            type: 'button',
            disabled: !complete,
            onclick: () => {
              // Saved before the question: answered No, the note stays.
              typing.flush();
              void confirmAndFinish(run, completeRound(run.data, new Date().toISOString()));
            },
          },
          COMMON.finish[lang],
        ),
      ),
    ),
  );
}

void runActivity<ReflectionData>({
  title: TEXT.title,
  empty: emptyReflection,
  restore: restoreReflection,
  restart: restartReflection,
  start: (run) => {
    render(run);
    focusHeading(run.root);
  },
  criteria: [
    { name: 'selfAwareness', label: l('Consapevolezza di sé', 'Self-awareness', 'Autoconocimiento') },
    { name: 'openness', label: l('Apertura al cambiamento', 'Openness to change', 'Apertura al cambio') },
  ],
  outcomeLabels: OUTCOME_LABELS,
  summarise: (data, lang) => {
    const last = data.history[data.history.length - 1];
    const answers = last?.answers ?? data.answers;
    return [
      `${TEXT.rounds[lang]}: ${data.history.length}`,
      ...STATEMENTS.map((s) => `${s.text[lang]} ${answers[s.id] ?? '—'}`),
      ...(last?.note ? [`“${last.note}”`] : []),
    ];
  },
});
