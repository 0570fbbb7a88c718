import { followHeadingInTitle, titleOf } from './documentTitle';

describe('the document title', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.title = 'Skillup';
  });

  it('is the heading then the product, or the product alone', () => {
    expect(titleOf('  Report\n  Leadership ', 'Skillup')).toBe('Report Leadership · Skillup');
    expect(titleOf('', 'Skillup')).toBe('Skillup');
    expect(titleOf(null, 'Skillup')).toBe('Skillup');
  });

  it('follows the page heading as areas render and change it, skipping one behind a full-screen test', async () => {
    document.body.innerHTML = '<div inert><h1>Task Room</h1></div><main></main>';
    const stop = followHeadingInTitle(document, 'Skillup');
    expect(document.title).toBe('Skillup');

    const heading = document.createElement('h1');
    heading.textContent = 'Agenda';
    document.querySelector('main')?.append(heading);
    await Promise.resolve();
    expect(document.title).toBe('Agenda · Skillup');

    heading.textContent = 'Calendario';
    await Promise.resolve();
    expect(document.title).toBe('Calendario · Skillup');

    stop();
    heading.textContent = 'Report';
    await Promise.resolve();
    expect(document.title).toBe('Calendario · Skillup');
  });
});
