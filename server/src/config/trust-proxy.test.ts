import Fastify from 'fastify';
import { fastifyTrustProxy, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    for (const raw of [undefined, '', ' ', '0', 'false']) expect(parseTrustProxy(raw)).toBe(false);
  });

  it("takes a hop count or the proxies' addresses and ranges", () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'loopback']);
  });

  it.each(['true', 'yes', '*', 'proxy.example.com', '1.5', '-1', '10.0.0.0/33', '10.0.0.1/8/1'])(
    'refuses %s, which would trust every proxy or none knowingly',
    (raw) => {
      expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY takes the number of proxies/);
    },
  );

  it.each([
    ['one hop', '1', '203.0.113.9'],
    ['two hops', '2', '198.51.100.1'],
    ["the proxy's address", '127.0.0.1', '203.0.113.9'],
    ["another proxy's address only", '10.9.9.9', '127.0.0.1'],
  ])('with %s the client is the address just before the trusted proxies', async (_, raw, expected) => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(raw)) });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    // With one proxy, the first entry is what a client forged and the second what the proxy saw.
    const response = await app.inject({ method: 'GET', url: '/ip', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
    expect(response.json().ip).toBe(expected);
    await app.close();
  });
});
