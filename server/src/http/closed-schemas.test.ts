import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeRouteSchemas } from './closed-schemas';

describe('closed route schemas', () => {
  let app: FastifyInstance;
  const Named = Type.Object({ name: Type.String() });
  const Aged = Type.Object({ age: Type.Integer() });
  const Body = Type.Object({
    person: Type.Intersect([Named, Aged]),
    pet: Type.Union([Type.Object({ kind: Type.Literal('cat') }), Type.Object({ kind: Type.Literal('dog'), bark: Type.Boolean() })]),
    tags: Type.Array(Type.Object({ label: Type.String() })),
    free: Type.Record(Type.String(), Type.String()),
    extras: Type.Object({ a: Type.Integer() }, { additionalProperties: true }),
    anything: Type.Optional(Type.Unknown()),
  });
  const valid = {
    person: { name: 'Anna', age: 30 },
    pet: { kind: 'dog', bark: true },
    tags: [{ label: 'x' }],
    free: { any: 'key' },
    extras: { a: 1, b: 2 },
    anything: { deep: { nested: true } },
  };

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    app.addHook('onRoute', closeRouteSchemas);
    app.post('/echo', { schema: { body: Body, querystring: Type.Object({ q: Type.Optional(Type.String()) }) } }, async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: object, url = '/echo') => app.inject({ method: 'POST', url, payload });

  it('accepts what the schema declares, across the members of an intersection', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(valid);
    expect((await post(valid, '/echo?q=1')).statusCode).toBe(200);
  });

  it.each([
    ['at the top', { ...valid, status: 'bogus' }],
    ['in an intersection', { ...valid, person: { ...valid.person, admin: true } }],
    ['in a member of a union', { ...valid, pet: { kind: 'cat', bark: true } }],
    ['in the items of an array', { ...valid, tags: [{ label: 'x', colour: 'red' }] }],
  ])('refuses an undeclared field %s', async (_, payload) => {
    expect((await post(payload)).statusCode).toBe(400);
  });

  it('refuses an undeclared query parameter', async () => {
    expect((await post(valid, '/echo?q=1&other=2')).statusCode).toBe(400);
  });

  it('leaves records, objects open on purpose and unknown values as declared', async () => {
    expect((await post({ ...valid, free: { a: 'b', c: 'd' }, extras: { a: 1, z: 'z' }, anything: { x: [1] } })).statusCode).toBe(200);
  });

  it('leaves the schema it was given unchanged, for the browser and other routes that share it', () => {
    expect('additionalProperties' in Body).toBe(false);
    expect('additionalProperties' in Named).toBe(false);
  });
});
