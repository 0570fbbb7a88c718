import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting, links and images', () => {
    const html = '<h2>Titolo</h2><p><strong>Grassetto</strong> <em>corsivo</em></p><ul><li>uno</li></ul><img src="https://cdn.test/a.png" alt="a" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('makes links safe to open in a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background-image: url(https://evil.test/t.png); color: red">ok</p>', '<p style="color:red">ok</p>'],
    ['<style>body { background: url(https://evil.test) }</style><p>ok</p>', '<p>ok</p>'],
  ])('strips what could run or leak: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});
