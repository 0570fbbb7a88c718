import { RowId } from './common';
import { Type, type Static } from '@sinclair/typebox';
import { AreaDeclaration } from './areas';
import { literals } from './literals';
import { REMOTE_NAMES } from './names';

export { REMOTE_NAMES, THEME_REMOTE } from './names';

export const RemoteName = Type.Union(literals(REMOTE_NAMES));
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Semver-like version, safe as a folder name. */
export const RemoteVersion = Type.String({ pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]+)?$', maxLength: 64 });

/** The manifest of every remote version, at the root of its folder. */
export const MANIFEST_FILE = 'mf-manifest.json';

export const RemoteRef = Type.Object({
  version: RemoteVersion,
  /** The version's mf-manifest.json, under /remotes/<name>/<version>/. */
  url: Type.String(),
  /**
   * Subresource integrity (`sha384-…`) of the files the host checks before anything of the
   * version runs, by their path in its folder: the manifest and the entry it names. A file
   * missing here is not loaded (docs/remotes.md, "Files checked before they run").
   */
  integrity: Type.Record(Type.String(), Type.String()),
});
export type RemoteRef = Static<typeof RemoteRef>;

/**
 * What the campaign loads, plus the remote's default version to fall back on, and the area
 * that version declares, when it declares one the caller's role may open.
 */
export const CampaignRemote = Type.Intersect([
  RemoteRef,
  Type.Object({ fallback: Type.Union([RemoteRef, Type.Null()]), area: Type.Optional(AreaDeclaration) }),
]);
export type CampaignRemote = Static<typeof CampaignRemote>;

/**
 * The version of each remote a campaign loads; without a campaign, the remotes whose default
 * version declares an area that needs none.
 */
export const CampaignRemotes = Type.Partial(Type.Record(RemoteName, CampaignRemote));
export type CampaignRemotes = Static<typeof CampaignRemotes>;

export const RemotesResponse = Type.Object({ remotes: CampaignRemotes });
export type RemotesResponse = Static<typeof RemotesResponse>;

/** With a campaign, what it loads; without, the areas that need no campaign. */
export const RemotesQuery = Type.Object({ campaignId: Type.Optional(RowId) });
export type RemotesQuery = Static<typeof RemotesQuery>;

export const RemoteVersionInfo = Type.Object({
  version: RemoteVersion,
  /** sha256 over the version's files, so a republish with other content is refused. */
  hash: Type.String(),
  publishedAt: Type.String(),
});
export type RemoteVersionInfo = Static<typeof RemoteVersionInfo>;

export const RemoteListing = Type.Object({
  name: RemoteName,
  default: Type.Union([RemoteVersion, Type.Null()]),
  versions: Type.Array(RemoteVersionInfo),
  pins: Type.Array(Type.Object({ campaignId: Type.Integer(), version: RemoteVersion })),
});
export type RemoteListing = Static<typeof RemoteListing>;

export const RegistryResponse = Type.Object({ remotes: Type.Array(RemoteListing) });
export type RegistryResponse = Static<typeof RegistryResponse>;

export const RemoteParams = Type.Object({ remote: RemoteName });
export const RemoteVersionParams = Type.Object({ remote: RemoteName, version: RemoteVersion });
export const RemotePinParams = Type.Object({ remote: RemoteName, campaignId: RowId });

/** The files of a built dist/<version>/ folder, uploaded whole. */
export const PublishRequest = Type.Object({
  files: Type.Array(
    Type.Object({
      path: Type.String({ minLength: 1, maxLength: 512 }),
      /** base64 */
      content: Type.String(),
    }),
    { minItems: 1, maxItems: 2000 },
  ),
});
export type PublishRequest = Static<typeof PublishRequest>;

export const PublishResponse = Type.Object({
  status: Type.Literal(true),
  /** false when the same content was already published under this version. */
  created: Type.Boolean(),
  version: RemoteVersionInfo,
});
export type PublishResponse = Static<typeof PublishResponse>;

export const VersionRequest = Type.Object({ version: RemoteVersion });
export type VersionRequest = Static<typeof VersionRequest>;
