import { readDocumentLinks } from './documentLinks';
import { safeUrl } from '../campaign/safeUrl';

describe('documents links', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(safeUrl('https://www.example.com/about')).toBe('https://www.example.com/about');
    expect(safeUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '/relative', 'ftp://x.test/a', '', 3, null]) {
      expect(safeUrl(bad)).toBeNull();
    }
  });

  it('groups the links, leaves out missing ones and reports those that cannot be links', () => {
    const links = readDocumentLinks({
      about: 'https://example.com/about',
      history: 'javascript:alert(1)',
      strategy: { url: 'https://example.com/strategy', title: 'Our plan', image: 'javascript:x' },
      news: 'https://example.com/news',
      press: 42,
      sculpture: {
        url: 'https://example.com/s',
        category: 'Art',
        title: 'The sculpture',
        description: 'A shape',
        image: 'https://example.com/s.jpg',
      },
    });
    expect(links.corporate).toEqual([
      { key: 'about', url: 'https://example.com/about' },
      { key: 'strategy', url: 'https://example.com/strategy', title: 'Our plan', description: undefined, category: undefined, image: undefined },
    ]);
    expect(links.news.map((l) => l.key)).toEqual(['news']);
    expect(links.highlights).toEqual([
      {
        key: 'sculpture',
        url: 'https://example.com/s',
        category: 'Art',
        title: 'The sculpture',
        description: 'A shape',
        image: 'https://example.com/s.jpg',
      },
    ]);
    expect(links.rejected).toEqual(['history', 'press']);
    expect(readDocumentLinks('nope')).toEqual({ corporate: [], news: [], highlights: [], rejected: [] });
  });
});
