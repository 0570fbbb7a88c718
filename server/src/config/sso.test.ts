import { loadSsoSettings, parseSsoProviders } from './sso';

const provider = { slug: 'acme', companyId: 3, issuer: 'https://login.acme.test/tenant', clientId: 'c', clientSecret: 's' };

describe('SSO settings from the environment', () => {
  it('defaults the public URL to localhost on the port, without a trailing slash', () => {
    expect(loadSsoSettings({}, 4321)).toEqual({ publicUrl: 'http://localhost:4321', providers: [] });
    expect(loadSsoSettings({ PUBLIC_URL: 'https://skillup.example/app/' }, 1).publicUrl).toBe('https://skillup.example/app');
  });

  it.each(['skillup.example', 'ftp://skillup.example', 'https://skillup.example/?a=1'])('refuses PUBLIC_URL %s', (raw) => {
    expect(() => loadSsoSettings({ PUBLIC_URL: raw }, 1)).toThrow(/PUBLIC_URL/);
  });

  it('reads providers, with enabled and emailClaim optional', () => {
    const raw = JSON.stringify([provider, { ...provider, slug: 'beta', enabled: false, emailClaim: 'upn' }]);
    expect(parseSsoProviders(raw)).toEqual([provider, { ...provider, slug: 'beta', enabled: false, emailClaim: 'upn' }]);
    expect(parseSsoProviders(undefined)).toEqual([]);
    expect(parseSsoProviders('  ')).toEqual([]);
  });

  it('allows plain http issuers on this machine only', () => {
    expect(parseSsoProviders(JSON.stringify([{ ...provider, issuer: 'http://127.0.0.1:9000' }]))).toHaveLength(1);
    expect(parseSsoProviders(JSON.stringify([{ ...provider, issuer: 'http://localhost:9000' }]))).toHaveLength(1);
    expect(() => parseSsoProviders(JSON.stringify([{ ...provider, issuer: 'http://login.acme.test' }]))).toThrow(/must be https/);
  });

  it.each([
    ['not JSON', '[{', /not valid JSON/],
    ['an object', JSON.stringify(provider), /JSON array/],
    ['a missing secret', JSON.stringify([{ ...provider, clientSecret: undefined }]), /SSO_PROVIDERS\[0\]/],
    ['an unknown field', JSON.stringify([{ ...provider, secret: 'x' }]), /SSO_PROVIDERS\[0\]/],
    ['a slug with a slash', JSON.stringify([{ ...provider, slug: 'a/b' }]), /SSO_PROVIDERS\[0\]\/slug/],
    ['a company id of 0', JSON.stringify([{ ...provider, companyId: 0 }]), /companyId/],
    ['a slug twice', JSON.stringify([provider, provider]), /appears twice/],
    ['an issuer that is no URL', JSON.stringify([{ ...provider, issuer: 'acme' }]), /not a URL/],
  ])('refuses %s with a message naming the problem', (_, raw, message) => {
    expect(() => parseSsoProviders(raw)).toThrow(message);
  });
});
