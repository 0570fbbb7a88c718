import { createSkillupApi, type ActivityContext, type SkillupApi } from '@skillup/shared/activity';
import { runAssessor } from './assessor';
import type { ActivityDefinition, Run, SkillupAlgorithm } from './definition';
import { focusHeading, h, replace } from './dom';
import { COMMON, pickLang, type Lang } from './i18n';
import { saveStatusText } from './saveStatus';

interface Shell {
  title: HTMLElement;
  status: HTMLElement;
  /** Where the work is, as the host's queue says; never guessed from the frame's own calls. */
  saved: HTMLElement;
  main: HTMLElement;
}

/**
 * The activity's title bar. It has no exit of its own: the app's close button over the frame's
 * top-right corner is the one way out while a test runs (docs/behaviour.md §2.9), and it asks
 * the same question before leaving.
 */
function buildShell(): Shell {
  const title = h('h1', {}, '');
  const status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' }, COMMON.loading.it);
  const saved = h('p', { class: 'status save-status', role: 'status', 'aria-live': 'polite', hidden: true });
  const main = h('main', { id: 'activity' });
  document.body.replaceChildren(h('header', { class: 'bar' }, title, status, saved), main);
  return { title, status, saved, main };
}

const algorithm = (): SkillupAlgorithm | undefined => (window as unknown as { SkillupAlgorithm?: SkillupAlgorithm }).SkillupAlgorithm;

function parseSaved(testData: string | null): { value: unknown; broken: boolean } {
  if (testData === null || testData === '') return { value: null, broken: false };
  try {
    return { value: JSON.parse(testData), broken: false };
  } catch {
    return { value: null, broken: true };
  }
}

function showDone(shell: Shell, api: SkillupApi, lang: Lang, text: string) {
  replace(
    shell.main,
    h(
      'section',
      { class: 'card done' },
      h('h2', {}, COMMON.doneTitle[lang]),
      h('p', {}, text),
      h('button', { type: 'button', onclick: () => void api.exit().catch(() => undefined) }, COMMON.close[lang]),
    ),
  );
  focusHeading(shell.main);
}

/**
 * Runs an activity page: reads the ids from the URL query, initialises the test-support
 * API, then either opens the assessor exercise or resumes the participant's saved run.
 */
export async function runActivity<D>(definition: ActivityDefinition<D>): Promise<void> {
  const shell = buildShell();
  const api = createSkillupApi();
  const query = new URLSearchParams(window.location.search);
  let context: ActivityContext;
  try {
    context = await api.init({
      campaignId: query.get('campaignId'),
      testId: query.get('testId'),
      userId: query.get('userId'),
    });
  } catch (error) {
    shell.status.textContent = '';
    replace(
      shell.main,
      h('section', { class: 'card error', role: 'alert' }, h('h2', {}, COMMON.startFailed.it), h('p', {}, (error as Error).message)),
    );
    return;
  }

  const lang = pickLang(context.lang);
  document.documentElement.lang = lang;
  // One activity may serve several tests: the page carries the name the person chose in the Task Room.
  const title = context.test.name.trim() || definition.title[lang];
  document.title = title;
  shell.title.textContent = title;
  shell.status.textContent = '';

  if (context.assessor) {
    await runAssessor({ api, lang, root: shell.main, status: shell.status, definition });
    return;
  }

  api.onSaveStatus((status) => {
    shell.saved.hidden = false;
    shell.saved.dataset.state = status.state;
    shell.saved.textContent = saveStatusText(status, lang);
  });

  try {
    const sync = await api.getSync();
    const saved = parseSaved(sync.testData);
    const restored = saved.value === null ? null : definition.restore(saved.value);
    if (saved.broken || (saved.value !== null && restored === null)) shell.status.textContent = COMMON.restoreFailed[lang];
    let data = restored ?? definition.empty();

    if (sync.testStatus === 'complete') {
      if (!context.test.repeatable) {
        showDone(shell, api, lang, COMMON.alreadyDone[lang]);
        return;
      }
      data = definition.restart ? definition.restart(data) : definition.empty();
    } else if (sync.testStatus === 'not attempted') {
      await api.setStatus('incomplete');
    }

    let saving: Promise<void> = Promise.resolve();
    let finishing: Promise<void> | null = null;
    const complete = async (final: D) => {
      const scoring = algorithm();
      if (!scoring) throw new Error(COMMON.algorithmMissing[lang]);
      const outcomes = scoring.compute(final);
      run.data = final;
      // The final data must reach the host before completion, so its failure stops the finish.
      await saving;
      await api.setData(JSON.stringify(final));
      await api.trackOutcomes(outcomes);
      await api.setStatus('complete');
      run.finished = true;
      showDone(shell, api, lang, COMMON.doneText[lang]);
    };
    const save = (next: D) => {
      run.data = next;
      const body = JSON.stringify(next);
      // One save after the other, so the host's versions follow the order of the person's work.
      saving = saving.then(async () => {
        try {
          await api.setData(body);
          if (shell.status.textContent?.startsWith(COMMON.saveFailed[lang])) shell.status.textContent = '';
        } catch (error) {
          shell.status.textContent = `${COMMON.saveFailed[lang]}: ${(error as Error).message}`;
        }
      });
      return saving;
    };

    const run: Run<D> = {
      root: shell.main,
      lang,
      context,
      api,
      data,
      save,
      notify: (message) => {
        shell.status.textContent = message;
      },
      finished: false,
      finish(final) {
        // The countdown and the finish button may both end a run: the first one counts.
        finishing ??= complete(final).catch((error: unknown) => {
          finishing = null;
          throw error;
        });
        return finishing;
      },
    };
    await definition.start(run);
  } catch (error) {
    replace(
      shell.main,
      h(
        'section',
        { class: 'card error', role: 'alert' },
        h('h2', {}, COMMON.startFailed[lang]),
        h('p', {}, (error as Error).message),
        h('button', { type: 'button', onclick: () => window.location.reload() }, COMMON.retry[lang]),
      ),
    );
  }
}

/**
 * A finish button's click: asks the host's confirmation, then finishes, showing any failure.
 * The question is the host's, outside the frame, and the frame gets the focus back as a whole:
 * after a no, the keyboard goes on from the button that asked, not from the top of the page.
 */
export async function confirmAndFinish<D>(run: Run<D>, data: D) {
  const asking = document.activeElement;
  if (!(await run.api.confirm(COMMON.finishTitle[run.lang], COMMON.finishText[run.lang]))) {
    if (asking instanceof HTMLElement && asking !== document.body && asking.isConnected) asking.focus();
    return;
  }
  try {
    await run.finish(data);
  } catch (error) {
    run.notify((error as Error).message);
  }
}
