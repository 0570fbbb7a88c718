import { confirmAndFinish, runActivity } from '../common/boot';
import type { Run } from '../common/definition';
import { focusHeading, h, replace } from '../common/dom';
import { COMMON, l } from '../common/i18n';
import { OUTCOME_LABELS } from './outcomeLabels';
import { emptyNumerical, parseAnswer, QUESTION_IDS, restoreNumerical, type NumericalData } from './data';
import { QUESTIONS, TABLE, TEXT, TIMER_SECONDS } from './content';
import { clock, countdown, startTimer, timerState } from './timer';

const ANSWER_SAVE_DELAY_MS = 500;

function table(run: Run<NumericalData>) {
  const { lang } = run;
  return h(
    'table',
    {},
    h('caption', {}, TEXT.caption[lang]),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, TEXT.area[lang]), ...TABLE.columns.map((c) => h('th', { scope: 'col' }, c)))),
    h(
      'tbody',
      {},
      ...TABLE.rows.map((row) => h('tr', {}, h('th', { scope: 'row' }, row.name[lang]), ...row.values.map((v) => h('td', {}, String(v))))),
    ),
  );
}

function renderQuestion(run: Run<NumericalData>, timerSlot: HTMLElement | null) {
  const { lang, data } = run;
  const question = QUESTIONS[data.index] ?? QUESTIONS[0]!;
  const last = data.index === QUESTIONS.length - 1;
  const error = h('p', { id: 'answer-error', class: 'meta', role: 'alert' }, '');
  let typed = data.answers[question.id] ?? '';
  let pending: ReturnType<typeof setTimeout> | undefined;
  const store = () => {
    clearTimeout(pending);
    if ((run.data.answers[question.id] ?? '') !== typed) void run.save({ ...run.data, answers: { ...run.data.answers, [question.id]: typed } });
  };
  const go = (index: number) => {
    store();
    void run.save({ ...run.data, index });
    renderQuestion(run, timerSlot);
    focusHeading(run.root);
  };
  const input = h('input', {
    type: 'text',
    inputmode: 'decimal',
    id: 'answer',
    value: typed,
    'aria-describedby': 'answer-error',
    oninput: (event: Event) => {
      typed = (event.target as HTMLInputElement).value;
      error.textContent = typed.trim() && parseAnswer(typed) === null ? TEXT.invalid[lang] : '';
      clearTimeout(pending);
      pending = setTimeout(store, ANSWER_SAVE_DELAY_MS);
    },
  });

  replace(
    run.root,
    timerSlot,
    h('p', {}, TEXT.intro[lang]),
    table(run),
    h(
      'section',
      { class: 'card' },
      h('p', { class: 'progress' }, `${TEXT.question[lang]} ${data.index + 1} / ${QUESTIONS.length}`),
      h('h2', {}, question.text[lang]),
      h('label', { for: 'answer' }, TEXT.answer[lang]),
      input,
      error,
      h(
        'div',
        { class: 'actions' },
        data.index > 0 ? h('button', { type: 'button', class: 'secondary', onclick: () => go(data.index - 1) }, COMMON.previous[lang]) : null,
        last
          ? h(
              'button',
              {
                type: 'button',
                onclick: () => {
                  store();
                  void confirmAndFinish(run, run.data);
                },
              },
              COMMON.finish[lang],
            )
          : h('button', { type: 'button', onclick: () => go(data.index + 1) }, COMMON.next[lang]),
      ),
    ),
  );
}

async function begin(run: Run<NumericalData>, secondsLeft: number | null) {
  let timerSlot: HTMLElement | null = null;
  if (secondsLeft !== null) {
    const value = h('span', { class: 'timer', role: 'timer', 'aria-live': 'off' }, clock(secondsLeft));
    timerSlot = h('p', { class: 'card' }, `${TEXT.timeLeft[run.lang]}: `, value);
    countdown(
      secondsLeft,
      (left) => {
        value.textContent = clock(left);
        value.classList.toggle('low', left <= 60);
      },
      () => {
        if (run.finished) return;
        run.notify(TEXT.timeUp[run.lang]);
        run.finish({ ...run.data, timedOut: true }).catch((error: Error) => run.notify(error.message));
      },
    );
  }
  if (!run.data.started) await run.save({ ...run.data, started: true });
  renderQuestion(run, timerSlot);
  focusHeading(run.root);
}

/**
 * The Task Room's intro already told the person that the clock starts on entering
 * (docs/behaviour.md §2.8: 'Inizia', then 'Entra'), so the questions open at once and a timed
 * run starts its server clock here, or resumes the one already running.
 */
async function start(run: Run<NumericalData>) {
  if (!run.context.test.hasTimer) {
    await begin(run, null);
    return;
  }
  const left = (await timerState(run.api)) ?? (await startTimer(run.api, TIMER_SECONDS));
  if (left === 0) await run.finish({ ...run.data, timedOut: true });
  else await begin(run, left);
}

void runActivity<NumericalData>({
  title: TEXT.title,
  empty: emptyNumerical,
  restore: restoreNumerical,
  start,
  criteria: [
    { name: 'analysis', label: l('Analisi dei dati', 'Data analysis', 'Análisis de datos') },
    { name: 'method', label: l('Metodo e precisione', 'Method and precision', 'Método y precisión') },
  ],
  outcomeLabels: OUTCOME_LABELS,
  summarise: (data, lang) => [
    ...QUESTION_IDS.map((id, i) => `${QUESTIONS[i]!.text[lang]} → ${data.answers[id]?.trim() || '—'}`),
    ...(data.timedOut ? [TEXT.timeUp[lang]] : []),
  ],
});
