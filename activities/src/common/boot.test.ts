import type { SkillupApi } from '@skillup/shared/activity';
import { confirmAndFinish } from './boot';
import type { Run } from './definition';

/** A run whose host answers the finish question with `answer`, taking the focus as its dialog does. */
function runAnswering(answer: boolean) {
  const confirm = jest.fn(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    return Promise.resolve(answer);
  });
  const run = {
    lang: 'it',
    api: { confirm } as unknown as SkillupApi,
    finish: jest.fn(() => Promise.resolve()),
    notify: jest.fn(),
  } as unknown as Run<{ note: string }>;
  return run;
}

function finishButton() {
  const button = document.createElement('button');
  button.textContent = 'Concludi';
  document.body.replaceChildren(button);
  button.focus();
  return button;
}

describe('confirmAndFinish', () => {
  it('gives the focus back to the button that asked when the answer is no', async () => {
    const button = finishButton();
    const run = runAnswering(false);
    await confirmAndFinish(run, { note: 'x' });
    expect(run.finish).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('finishes when the answer is yes', async () => {
    finishButton();
    const run = runAnswering(true);
    await confirmAndFinish(run, { note: 'x' });
    expect(run.finish).toHaveBeenCalledWith({ note: 'x' });
  });
});
