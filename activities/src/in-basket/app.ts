import { confirmAndFinish, runActivity } from '../common/boot';
import type { Run } from '../common/definition';
import { focusHeading, h, redraw, replace } from '../common/dom';
import { COMMON, l, type Localised } from '../common/i18n';
import { pausedTyping } from '../common/typing';
import { OUTCOME_LABELS } from './outcomeLabels';
import { ACTIONS, emptyInBasket, isHandled, MAIL_IDS, PRIORITIES, restoreInBasket, type InBasketData, type MailAnswer } from './data';
import { ACTION_LABELS, MAILS, PRIORITY_LABELS, TEXT } from './content';

const NOTE_SAVE_DELAY_MS = 600;
const typing = pausedTyping(NOTE_SAVE_DELAY_MS);

function render(run: Run<InBasketData>) {
  const { lang } = run;
  const data = run.data;
  const mail = MAILS.find((m) => m.id === data.current) ?? MAILS[0]!;
  const answer: MailAnswer = data.mails[mail.id] ?? { priority: null, action: null, note: '' };
  const handledCount = MAIL_IDS.filter((id) => isHandled(data.mails[id])).length;

  const update = (change: Partial<MailAnswer>, rerender = true) => {
    if (rerender) typing.flush();
    const next: InBasketData = { ...run.data, mails: { ...run.data.mails, [mail.id]: { ...answer, ...change } } };
    Object.assign(answer, change);
    void run.save(next);
    if (rerender) redraw(run.root, () => render(run));
  };

  const radios = <T extends string>(
    name: 'priority' | 'action',
    legend: string,
    values: readonly T[],
    labels: Record<T, Localised>,
    current: T | null,
  ) =>
    h(
      'fieldset',
      {},
      h('legend', {}, legend),
      ...values.map((value) =>
        h(
          'label',
          {},
          h('input', { type: 'radio', name, value, checked: current === value, onchange: () => update({ [name]: value }) }),
          labels[value][lang],
        ),
      ),
    );

  const inbox = h(
    'nav',
    { class: 'card', 'aria-label': TEXT.inbox[lang] },
    h('h2', {}, TEXT.inbox[lang]),
    h('p', { class: 'progress' }, `${TEXT.progress[lang]}: ${handledCount} / ${MAILS.length}`),
    h(
      'ul',
      { class: 'choices' },
      ...MAILS.map((m) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              id: `mail-${m.id}`,
              class: 'choice',
              'aria-current': m.id === mail.id ? 'true' : null,
              onclick: () => {
                typing.flush();
                void run.save({ ...run.data, current: m.id });
                redraw(run.root, () => render(run));
                // On a phone the message is below the list: the person is taken to it, and the
                // keyboard goes on from its subject to the answers.
                const subject = run.root.querySelector<HTMLElement>('#mail-subject');
                if (subject) {
                  subject.tabIndex = -1;
                  subject.focus({ preventScroll: true });
                  subject.scrollIntoView({ block: 'start' });
                }
              },
            },
            m.subject[lang],
            isHandled(data.mails[m.id]) ? h('span', { class: 'badge' }, `✓ ${TEXT.handled[lang]}`) : null,
          ),
        ),
      ),
    ),
  );

  const needsNote = answer.action === 'reply' || answer.action === 'delegate';
  const reading = h(
    'article',
    { class: 'card', 'aria-labelledby': 'mail-subject' },
    h('h2', { id: 'mail-subject' }, mail.subject[lang]),
    h('p', { class: 'meta' }, `${TEXT.from[lang]}: ${mail.from} · ${mail.time}`),
    h('p', {}, mail.body[lang]),
    radios('priority', TEXT.priority[lang], PRIORITIES, PRIORITY_LABELS, answer.priority),
    radios('action', TEXT.action[lang], ACTIONS, ACTION_LABELS, answer.action),
    needsNote
      ? h(
          'label',
          { class: 'field' },
          TEXT.note[lang],
          h('textarea', {
            name: 'note',
            value: answer.note,
            oninput: (e: Event) => {
              const note = (e.target as HTMLTextAreaElement).value;
              typing.typed(() => update({ note }, false));
            },
          }),
        )
      : null,
  );

  const allHandled = handledCount === MAILS.length;
  replace(
    run.root,
    h('p', {}, TEXT.intro[lang]),
    h('div', { class: 'split' }, inbox, reading),
    h(
      'div',
      { class: 'actions' },
      allHandled ? null : h('span', { class: 'meta' }, TEXT.finishHint[lang]),
      h(
        'button',
        {
          type: 'button',
          disabled: !allHandled,
          onclick: () => {
            typing.flush();
            void confirmAndFinish(run, run.data);
          },
        },
        COMMON.finish[lang],
      ),
    ),
  );
}

void runActivity<InBasketData>({
  title: TEXT.title,
  empty: emptyInBasket,
  restore: restoreInBasket,
  start: (run) => {
    render(run);
    focusHeading(run.root);
  },
  criteria: [
    { name: 'priorities', label: l('Gestione delle priorità', 'Handling of priorities', 'Gestión de prioridades') },
    { name: 'communication', label: l('Qualità delle risposte', 'Quality of the replies', 'Calidad de las respuestas') },
  ],
  outcomeLabels: OUTCOME_LABELS,
  summarise: (data, lang) =>
    MAILS.map((mail) => {
      const answer = data.mails[mail.id];
      if (!isHandled(answer)) return `${mail.subject[lang]}: —`;
      const note = answer!.note.trim() ? ` — “${answer!.note.trim()}”` : '';
      return `${mail.subject[lang]}: ${PRIORITY_LABELS[answer!.priority!][lang]}, ${ACTION_LABELS[answer!.action!][lang]}${note}`;
    }),
});
