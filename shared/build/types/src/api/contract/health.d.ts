import { type Static } from '@sinclair/typebox';
export declare const HealthResponse: import("@sinclair/typebox").TObject<{
    status: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"ok">, import("@sinclair/typebox").TLiteral<"degraded">]>;
    database: import("@sinclair/typebox").TObject<{
        kind: import("@sinclair/typebox").TUnion<[import("@sinclair/typebox").TLiteral<"pglite">, import("@sinclair/typebox").TLiteral<"postgres">]>;
        ok: import("@sinclair/typebox").TBoolean;
        latencyMs: import("@sinclair/typebox").TNumber;
    }>;
    version: import("@sinclair/typebox").TString;
}>;
export type HealthResponse = Static<typeof HealthResponse>;
