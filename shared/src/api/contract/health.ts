import { Type, type Static } from '@sinclair/typebox';

export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    ok: Type.Boolean(),
    latencyMs: Type.Number(),
  }),
  version: Type.String(),
});
export type HealthResponse = Static<typeof HealthResponse>;

/** Liveness: the process answers, without touching the database (what a load balancer polls). */
export const LiveResponse = Type.Object({ status: Type.Literal('ok') });
export type LiveResponse = Static<typeof LiveResponse>;
