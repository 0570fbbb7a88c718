/**
 * The path, inside a version's folder, of the entry file its mf-manifest.json names: its
 * `metaData.remoteEntry` joined as the federation runtime joins it (a leading "./" or "/"
 * dropped, "." for the folder itself). Null for a manifest that names none. The server
 * records this file's integrity; the host refuses a version whose entry has none
 * (docs/remotes.md, "Files checked before they run").
 */
export function remoteEntryPath(manifest: unknown): string | null {
  const entry = (manifest as { metaData?: { remoteEntry?: { path?: unknown; name?: unknown } } } | null)?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || entry.name === '') return null;
  const folder =
    typeof entry.path === 'string'
      ? entry.path
          .replace(/^\.?\/+/, '')
          .replace(/\/+$/, '')
          .replace(/^\.$/, '')
      : '';
  return folder ? `${folder}/${entry.name}` : entry.name;
}
