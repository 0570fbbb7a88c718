import { Type, type Static } from '@sinclair/typebox';
import { literals } from './literals';

/** The kinds of role the server tells apart (server/src/auth/roles.ts), whatever the stored spelling. */
export const ROLE_KINDS = ['participant', 'assessor', 'admin', 'superassessor'] as const;
export const RoleKind = Type.Union(literals(ROLE_KINDS));
export type RoleKind = Static<typeof RoleKind>;

/** One word of the header's menu. */
const MenuLabel = Type.String({ minLength: 1, maxLength: 40 });

/**
 * What a remote version says of the area it renders (its `area.json`, published with it): the
 * host mounts it at `path` and knows nothing else of it (docs/remotes.md, "Where an area is
 * mounted"). One segment, lower case: `/admin`.
 */
export const AreaDeclaration = Type.Object(
  {
    path: Type.String({ pattern: '^/[a-z][a-z0-9-]{0,39}$' }),
    /** The header's entry, in each language of the interface; an area without one has no entry. */
    menu: Type.Optional(Type.Object({ it: MenuLabel, en: MenuLabel, es: MenuLabel }, { additionalProperties: false })),
    /** Who may open it; the server tells nobody else of it. */
    roles: Type.Array(RoleKind, { minItems: 1, maxItems: ROLE_KINDS.length, uniqueItems: true }),
    /** A sign-in of one of these roles lands here. Only an area that needs no campaign can be landed on. */
    landing: Type.Boolean(),
    /** Whether it works in the selected campaign, behind the campaign choice and the privacy consent. */
    campaign: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AreaDeclaration = Static<typeof AreaDeclaration>;

/** The file a remote's build copies beside its manifest, and publishing reads. */
export const AREA_FILE = 'area.json';
