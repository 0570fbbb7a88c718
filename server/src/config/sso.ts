import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** One identity provider as operations declare it in SSO_PROVIDERS. */
export const SsoProviderSeed = Type.Object(
  {
    slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$' }),
    companyId: Type.Integer({ minimum: 1 }),
    issuer: Type.String({ minLength: 1 }),
    clientId: Type.String({ minLength: 1 }),
    clientSecret: Type.String({ minLength: 1 }),
    enabled: Type.Optional(Type.Boolean()),
    emailClaim: Type.Optional(Type.String({ minLength: 1 })),
  },
  { additionalProperties: false },
);
export type SsoProviderSeed = Static<typeof SsoProviderSeed>;

export interface SsoSettings {
  /** Origin (and optional path prefix) the browser reaches the server at; redirect URIs hang off it. */
  publicUrl: string;
  /** Written into the identity-provider table when the server starts. */
  providers: SsoProviderSeed[];
}

type Env = Record<string, string | undefined>;

function parsePublicUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.search || url.hash) throw new Error(`PUBLIC_URL must have no query or fragment, got "${raw}"`);
  return url.toString().replace(/\/+$/, '');
}

function parseIssuer(slug: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SSO_PROVIDERS: issuer of "${slug}" is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new Error(`SSO_PROVIDERS: issuer of "${slug}" must be https (plain http only on localhost), got "${raw}"`);
  }
  return raw;
}

/** Plain-http issuers are tolerated on the machine itself only: development and tests. */
export const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

export function parseSsoProviders(raw: string | undefined): SsoProviderSeed[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (err) {
    throw new Error(`SSO_PROVIDERS is not valid JSON: ${(err as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new Error('SSO_PROVIDERS must be a JSON array of providers');
  const slugs = new Set<string>();
  return parsed.map((entry: unknown, index) => {
    const problem = Value.Errors(SsoProviderSeed, entry).First();
    if (problem) {
      throw new Error(`SSO_PROVIDERS[${index}]${problem.path || ''}: ${problem.message}`);
    }
    const seed = entry as SsoProviderSeed;
    if (slugs.has(seed.slug)) throw new Error(`SSO_PROVIDERS: slug "${seed.slug}" appears twice`);
    slugs.add(seed.slug);
    return { ...seed, issuer: parseIssuer(seed.slug, seed.issuer) };
  });
}

export function loadSsoSettings(env: Env, port: number): SsoSettings {
  return {
    publicUrl: parsePublicUrl(env.PUBLIC_URL || `http://localhost:${port}`),
    providers: parseSsoProviders(env.SSO_PROVIDERS),
  };
}
