/**
 * Just enough of a browser for the SSO suite: one cookie jar per host (name, value,
 * path, expiry), redirects followed by hand so every hop passes through the jar, and
 * the provider's HTML forms submitted as a person would.
 */
interface StoredCookie {
  value: string;
  path: string;
  expires: number;
}

export interface Page {
  url: string;
  status: number;
  body: string;
}

const MAX_HOPS = 20;

export class Browser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();

  /** Cookies this browser would send to `url`, as a Cookie header value. */
  cookieHeader(url: string): string {
    const { host, pathname } = new URL(url);
    const now = Date.now();
    return [...(this.jar.get(host) ?? new Map<string, StoredCookie>()).entries()]
      .filter(([, c]) => c.expires > now && (pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name)?.value;
  }

  private store(url: string, response: Response): void {
    const { host } = new URL(url);
    const cookies = this.jar.get(host) ?? new Map<string, StoredCookie>();
    this.jar.set(host, cookies);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const cookie: StoredCookie = { value: pair.slice(eq + 1), path: '/', expires: Number.POSITIVE_INFINITY };
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') cookie.path = value;
        if (key.toLowerCase() === 'max-age') cookie.expires = Date.now() + Number(value) * 1000;
        if (key.toLowerCase() === 'expires' && !attributes.some((a) => a.toLowerCase().startsWith('max-age'))) {
          cookie.expires = Date.parse(attribute.slice('expires='.length));
        }
      }
      cookies.set(name, cookie);
    }
  }

  private async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, response);
    return response;
  }

  /**
   * Loads `url` and follows redirects until a page answers or the next hop satisfies
   * `stopAt`; the stopping URL is returned without being loaded.
   */
  async open(url: string, options: RequestInit & { stopAt?: (next: URL) => boolean } = {}): Promise<Page> {
    const { stopAt, ...init } = options;
    let current = url;
    let response = await this.request(current, init);
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { url: current, status: response.status, body: await response.text() };
      }
      await response.arrayBuffer();
      const next = new URL(location, current);
      if (stopAt?.(next)) return { url: next.href, status: response.status, body: '' };
      current = next.href;
      response = await this.request(current);
    }
    throw new Error(`more than ${MAX_HOPS} redirects from ${url}`);
  }

  /** Submits the page's first form with its hidden inputs plus `fields`. */
  submit(page: Page, fields: Record<string, string>, options: { stopAt?: (next: URL) => boolean } = {}): Promise<Page> {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.body);
    if (!form) throw new Error(`no form on ${page.url}: ${page.body.slice(0, 300)}`);
    const data = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
      const name = /name="([^"]+)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      if (name) data.set(name, value);
    }
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return this.open(new URL(form[1]!.replace(/&amp;/g, '&'), page.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: data.toString(),
      stopAt: options.stopAt,
    });
  }
}
