import { focusHeadingWhenShown } from './focusHeading';

describe('focusHeadingWhenShown', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('focuses the heading already on the page, reachable by script only', () => {
    document.body.innerHTML = '<main><h1>Task Room</h1></main>';
    focusHeadingWhenShown(document);
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that an area renders later, and skips one behind a full-screen test', async () => {
    document.body.innerHTML = '<div inert><header><h1>Behind</h1></header></div><main></main>';
    focusHeadingWhenShown(document);
    expect(document.activeElement).toBe(document.body);
    const heading = document.createElement('h1');
    heading.textContent = 'Report';
    document.querySelector('main')?.append(heading);
    await Promise.resolve();
    expect(document.activeElement).toBe(heading);
  });

  it('leaves the focus where the person put it meanwhile', async () => {
    document.body.innerHTML = '<main><input aria-label="search"></main>';
    focusHeadingWhenShown(document);
    document.querySelector('input')?.focus();
    const heading = document.createElement('h1');
    document.querySelector('main')?.append(heading);
    await Promise.resolve();
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('stops waiting after the time limit', async () => {
    document.body.innerHTML = '<main></main>';
    focusHeadingWhenShown(document, 100);
    jest.advanceTimersByTime(150);
    const heading = document.createElement('h1');
    document.querySelector('main')?.append(heading);
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
  });
});
