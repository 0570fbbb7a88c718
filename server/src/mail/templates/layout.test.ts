import { mailHtml, mailHtmlUncached, mailLanguage, mailText, type MailContent } from './layout';

const content = (overrides: Partial<MailContent> = {}): MailContent => ({
  lang: 'en',
  subject: 'Reset your password',
  from: 'Skillup <no-reply@app.test>',
  company: { name: 'Demo S.p.A.', logo: null },
  intro: ['Hello Elena,', 'we received a request.'],
  action: { label: 'Choose a new password', url: 'http://app.test/new_password/abc/elena%40demo.test?a=1&b=2' },
  outro: ['The link is valid for 60 minutes.'],
  ...overrides,
});

describe('mail layout', () => {
  it('renders the company, the paragraphs, the button and the sender in an HTML document of its language', async () => {
    const html = await mailHtml(content());
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Reset your password</title>');
    expect(html).toContain('Demo S.p.A.');
    expect(html).toContain('Hello Elena,');
    expect(html).toMatch(/<a\s+href="http:\/\/app\.test\/new_password\/abc\/elena%40demo\.test\?a=1&amp;b=2"[^>]*>\s*Choose a new password\s*<\/a>/);
    expect(html).toContain('Sent by Skillup for Demo S.p.A.');
    expect(html).not.toContain('fonts.googleapis.com');
  });

  it('fills a layout rendered once per shape with each mail’s own texts, exactly as rendering each mail whole would', async () => {
    const mails = [
      content(),
      content({
        intro: ['Hello Ana,', 'two tests are still waiting for you.'],
        action: { label: 'Choose a new password', url: 'http://app.test/x?y=1&z=2' },
      }),
      content({ intro: ['Hello <b>Bob</b> & "Co",', 'SKILLUPSLOTI0X and SKILLUPSLOTUX stay as typed.'], subject: 'Yours & <ours>' }),
      content({ lang: 'it', company: { name: 'Acme', logo: 'https://cdn.example.com/acme.png' }, outro: [] }),
      content({ intro: ['One paragraph only.'] }),
    ];
    for (const mail of [...mails, ...mails]) expect(await mailHtml(mail)).toBe(await mailHtmlUncached(mail));
  });

  it('escapes what people typed', async () => {
    const name = '<script>alert("x")</script> & Co';
    const html = await mailHtml(content({ company: { name, logo: 'https://cdn.example.com/logo.png?a=1&b="2"' }, intro: [`Hello ${name},`] }));
    expect(html).not.toContain('<script');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(html).toContain('alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co"');
    expect(html).toContain('src="https://cdn.example.com/logo.png?a=1&amp;b=%222%22"');
  });

  it('shows the logo when the company has one it can load, and its name otherwise', async () => {
    const withLogo = await mailHtml(content({ company: { name: 'Acme', logo: 'https://cdn.example.com/acme.png' } }));
    expect(withLogo).toMatch(/<img[^>]*alt="Acme"[^>]*src="https:\/\/cdn\.example\.com\/acme\.png"/s);
    for (const logo of [null, '/logos/acme.png', 'javascript:alert(1)']) {
      const html = await mailHtml(content({ company: { name: 'Acme', logo } }));
      expect(html).not.toContain('<img');
      expect(html).toContain('Acme');
    }
  });

  it('writes the same content as plain text, the link in full and nothing escaped', () => {
    const text = mailText(content({ company: { name: 'R&D <Lab>', logo: null }, lang: 'it' }));
    expect(text).toBe(
      [
        'R&D <Lab>',
        '',
        'Hello Elena,',
        '',
        'we received a request.',
        '',
        'Choose a new password: http://app.test/new_password/abc/elena%40demo.test?a=1&b=2',
        '',
        'The link is valid for 60 minutes.',
        '',
        '-- ',
        'Email inviata da Skillup per R&D <Lab>.',
        '',
      ].join('\n'),
    );
  });

  it('names the sender by its address when MAIL_FROM has no name', () => {
    expect(mailText(content({ from: 'no-reply@app.test', lang: 'es' }))).toContain('Enviado por no-reply@app.test para Demo S.p.A.');
  });

  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['it', 'it'],
    ['fr', 'it'],
    [null, 'it'],
  ])('reads the saved language %s as %s', (lang, expected) => {
    expect(mailLanguage(lang)).toBe(expected);
  });
});
