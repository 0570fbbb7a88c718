import type { RemoteListing } from '@skillup/shared/api/contract';

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

/** The registry as operations read it: one block per remote. */
export function formatRegistry(remotes: RemoteListing[]): string {
  const lines: string[] = [];
  for (const remote of remotes) {
    lines.push(remote.name);
    lines.push(`  default: ${remote.default ?? '(none)'}`);
    if (remote.versions.length === 0) {
      lines.push('  versions: (none published)');
    } else {
      lines.push('  versions:');
      const width = Math.max(...remote.versions.map((v) => v.version.length));
      for (const v of remote.versions) {
        const marker = v.version === remote.default ? '  (default)' : '';
        lines.push(`    ${v.version.padEnd(width)}  published ${when(v.publishedAt)}${marker}`);
      }
    }
    if (remote.pins.length > 0) {
      lines.push('  pins:');
      for (const pin of remote.pins) lines.push(`    campaign ${pin.campaignId} → ${pin.version}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
