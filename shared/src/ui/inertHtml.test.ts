import { inertHtml } from './inertHtml';

describe('inertHtml', () => {
  it('keeps text and formatting', () => {
    expect(inertHtml('<h2>Informativa</h2><p>Il <strong>titolare</strong> è…</p>')).toBe(
      '<h2>Informativa</h2><p>Il <strong>titolare</strong> è…</p>',
    );
  });

  it('drops scripts, handlers and javascript: links', () => {
    const html = inertHtml(
      '<p onclick="steal()">a</p><script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">b</a><iframe src="/x"></iframe>',
    );
    expect(html).toBe('<p>a</p><img src="x"><a>b</a>');
  });
});
