// The bad requests of bench:fuzz, as fast-check arbitraries.
import fc from 'fast-check';

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
// Field names the contract uses, so generated bodies sometimes pass the schemas and reach handlers.
const FIELDS = [
  'username',
  'password',
  'password_confirmation',
  'email',
  'token',
  'timezone',
  'lang',
  'privacy',
  'version',
  'status',
  'data',
  'values',
  'items',
  'campaignId',
  'testId',
  'userId',
  'action',
  'answers',
  'name',
  'files',
  'path',
  'content',
  'outcomes',
  'value',
  'id',
  'theme',
  'role',
  'companyId',
  'description',
  'text',
  'title',
  'date',
  'done',
  'type',
];

const id = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(360, 2 ** 31, 2 ** 53, 0, -1));
const weirdText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFFFF',
    '\uD800',
    'NaN',
    'Infinity',
    '1e400',
    '-0',
    '0x10',
    'null',
    'true',
    '[]',
    '{}',
    '%',
    '%zz',
    '%E0%A4%A',
    '..',
    '../..',
    '%2e%2e%2f',
    '..%2f..%2fetc%2fpasswd',
    ...PROTO_KEYS,
  ),
  fc.integer({ min: 256, max: 20_000 }).map((n) => 'é'.repeat(n)),
);
const pathValue = fc.oneof(
  { weight: 3, arbitrary: id.map(String) },
  { weight: 2, arbitrary: weirdText },
  fc.constantFrom('taskroom', 'calendar', '1.0.0', 'IB', 'in-basket'),
);
// A lone surrogate has no UTF-8 form to put in a URL: it travels as U+FFFD.
const encodeSegment = (raw) => {
  const value = raw.toWellFormed();
  return fc
    .constantFrom('encoded', 'raw', 'double')
    .map((how) =>
      how === 'raw' ? value.replace(/[/?#\s]/g, '_') : how === 'double' ? encodeURIComponent(encodeURIComponent(value)) : encodeURIComponent(value),
    );
};

function pathFor(route) {
  const parts = route.split('/').map((part) => (part.startsWith(':') || part === '*' ? pathValue.chain(encodeSegment) : fc.constant(part)));
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

const scalar = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), weirdText, fc.bigInt().map(String));
const field = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FIELDS) }, fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 20 }));
const { value: jsonValue } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(field, tie('value'), { maxKeys: 6 }),
}));

/** JSON text the generator writes by hand: JSON.stringify would drop a key named __proto__ of a literal. */
const deepArray = (depth) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (key, depth) => `{"${key}":`.repeat(depth) + '1' + '}'.repeat(depth);
const jsonText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(fc.tuple(field, jsonValue), { maxLength: 8 }))
      .map(([pairs]) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`),
  },
  { weight: 1, arbitrary: jsonValue.map((v) => JSON.stringify(v) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(10, 1_000, 10_000, 100_000), fc.boolean(), field)
      .map(([depth, array, key]) => (array ? deepArray(depth) : deepObject(key, depth))),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(field, fc.constantFrom(10, 1_000, 10_000))
      .map(([key, depth]) => `{${JSON.stringify(key)}:${deepArray(depth)},"items":${JSON.stringify(deepArray(depth))}}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...PROTO_KEYS), jsonValue)
      .map(([k, v]) => `{"${k}":{"status":"bogus","isAdmin":true,"polluted":${JSON.stringify(v) ?? 1}}}`),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => `{"data":${JSON.stringify(s)}`) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'nul', '[1,]', '{"a":1,}', '\uFEFF{}', '{"a":"\\ud800"}', '{"a":1e999999}') },
  { weight: 1, arbitrary: fc.constantFrom(64 * 1024, 600 * 1024, 2 * 1024 * 1024).map((n) => `{"data":"${'x'.repeat(n)}"}`) },
);

const boundary = 'fuzzBoundary7';
const part = (name, value, file = false) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="blob"\r\nContent-Type: application/octet-stream' : ''}\r\n\r\n${value}\r\n`;
const multipart = fc.oneof(
  fc.tuple(fc.array(fc.tuple(field, jsonText, fc.boolean()), { maxLength: 5 })).map(([parts]) => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: parts.map(([k, v, f]) => part(k, v, f)).join('') + `--${boundary}--\r\n`,
  })),
  fc.tuple(field, jsonText).map(([k, v]) => ({ type: 'multipart/form-data', body: part(k, v) + `--${boundary}--\r\n` })),
  fc
    .tuple(field, jsonText, fc.nat(200))
    .map(([k, v, cut]) => ({ type: `multipart/form-data; boundary=${boundary}`, body: (part(k, v) + `--${boundary}--\r\n`).slice(0, cut) })),
  fc.constantFrom(
    { type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\n\r\nno headers\r\n--${boundary}--\r\n` },
    {
      type: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="items"; filename="x"\r\n\r\nabc`,
    },
    { type: `multipart/form-data; boundary=${boundary}`, body: '' },
    { type: 'multipart/form-data; boundary=', body: '--\r\n' },
    { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: `--${'b'.repeat(300)}--\r\n` },
    {
      type: `multipart/form-data; boundary=${boundary}`,
      body: Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'x')).join('') + `--${boundary}--\r\n`,
    },
    {
      type: `multipart/form-data; boundary=${boundary}`,
      body: part('__proto__', '{"polluted":1}') + part('constructor', 'x') + `--${boundary}--\r\n`,
    },
  ),
);

const formBody = fc.oneof(
  fc.array(fc.tuple(field, jsonText), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString()),
  fc.constantFrom(
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'items=%',
    'items=%E0%A4%A',
    'a=1&a=2&a=3',
    '=',
    '&&&',
    `items=${encodeURIComponent(deepArray(10_000))}`,
  ),
);

const badBytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
    Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
    Buffer.from('\uFEFF{"data":"x"}', 'utf16le'),
  ),
);

/** The body of one request: its kind, content type and bytes. */
const body = fc.oneof(
  { weight: 5, arbitrary: jsonText.map((text) => ({ kind: 'json', type: 'application/json', body: Buffer.from(text, 'utf8') })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON'), jsonText)
      .map(([type, text]) => ({ kind: 'json-charset', type, body: Buffer.from(text, 'latin1') })),
  },
  { weight: 3, arbitrary: multipart.map(({ type, body: text }) => ({ kind: 'multipart', type, body: Buffer.from(text, 'utf8') })) },
  { weight: 2, arbitrary: formBody.map((text) => ({ kind: 'form', type: 'application/x-www-form-urlencoded', body: Buffer.from(text, 'utf8') })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/octet-stream',
          'application/x-www-form-urlencoded',
          undefined,
          'text/plain;charset=UTF-8',
        ),
        badBytes,
      )
      .map(([type, bytes]) => ({ kind: 'bytes', type, body: bytes })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none', type: undefined, body: null }) },
);

const query = fc
  .dictionary(fc.oneof(field, fc.constantFrom('campaignId', 'lang', '__proto__[x]', 'a[b][c]')), fc.oneof(weirdText, id.map(String)), { maxKeys: 4 })
  .map((q) => {
    const text = new URLSearchParams(q).toString();
    return text ? `?${text}` : '';
  });

/**
 * One request: a route the server has (its own method mostly), filled-in parameters, a query,
 * a caller, an origin header (the app's, another, or none), and a body.
 */
export function arbitraryRequest(server) {
  const route = fc.constantFrom(...server.routes);
  const caller = fc.constantFrom('anonymous', 'participant', 'assessor', 'admin', 'ops');
  const origin = fc.constantFrom(undefined, 'http://app.test', 'http://evil.test', 'null');
  const method = (own) => fc.oneof({ weight: 9, arbitrary: fc.constant(own) }, fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'));
  return fc.tuple(route, caller, origin, query, body).chain(([r, who, from, q, b]) =>
    fc.tuple(pathFor(r.route), method(r.method)).map(([path, m]) => {
      const headers = {};
      if (b.type) headers['content-type'] = b.type;
      if (from) headers.origin = from;
      if (who === 'ops') headers.authorization = `Bearer ${server.opsToken}`;
      else if (who !== 'anonymous') headers.cookie = server.cookies[who];
      const withBody = m !== 'GET' && m !== 'HEAD' && b.body !== null;
      return {
        route: `${r.method} ${r.route}`,
        method: m,
        path: `${path}${q}`,
        headers,
        body: withBody ? b.body : null,
        kind: withBody ? b.kind : 'none',
      };
    }),
  );
}
