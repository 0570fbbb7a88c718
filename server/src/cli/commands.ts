import { existsSync } from 'node:fs';
import { paths, REMOTE_NAMES, type RegistryResponse, type RemoteName } from '@skillup/shared/api/contract';
import type { AdminClient, AdminResponse } from './admin-client';
import { CliError } from './cli-error';
import { formatRegistry } from './format';
import { buildRemoteAs, localVersion } from './local-build';
import { distFolder, packageVersion, readDistFolder } from './remote-folders';

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export function remoteName(value: string | undefined): RemoteName {
  if (value === undefined) throw new CliError(`a remote name is required: one of ${REMOTE_NAMES.join(', ')}`);
  if (!(REMOTE_NAMES as readonly string[]).includes(value)) {
    throw new CliError(`unknown remote "${value}": expected one of ${REMOTE_NAMES.join(', ')}`);
  }
  return value as RemoteName;
}

export function campaignId(value: string | undefined): number {
  if (value === undefined) throw new CliError('--campaign <id> is required');
  if (!/^[1-9][0-9]*$/.test(value)) throw new CliError(`--campaign must be a positive integer, got "${value}"`);
  return Number(value);
}

/** The server's ErrorBody as an operator reads it. */
function expectOk(response: AdminResponse, action: string): void {
  if (response.statusCode >= 200 && response.statusCode < 300) return;
  const body = response.body as { message?: unknown; code?: unknown } | string;
  const detail =
    typeof body === 'object' && body !== null && typeof body.message === 'string'
      ? `${body.message}${typeof body.code === 'string' ? ` (${body.code})` : ''}`
      : String(body);
  throw new CliError(`${action} failed: ${detail} [HTTP ${response.statusCode}]`);
}

async function publishOne(
  client: AdminClient,
  output: Output,
  remotesRoot: string,
  remote: RemoteName,
  version: string,
  options: { makeDefault: boolean; rebuildChanged?: boolean },
): Promise<void> {
  const dir = distFolder(remotesRoot, remote, version);
  if (!existsSync(dir)) {
    throw new CliError(`${remote} ${version}: ${dir} does not exist; build it first (npm run build -w remote-${remote})`);
  }
  const files = readDistFolder(dir);
  const response = await client.call('PUT', paths.admin.publish(remote, version), { files });
  if (options.rebuildChanged && isConflict(response)) {
    const local = localVersion(version, files);
    output.out(`${remote} ${version} is already published with other files: this build goes out as ${local}`);
    if (!existsSync(distFolder(remotesRoot, remote, local))) buildRemoteAs(remotesRoot, remote, local);
    await publishOne(client, output, remotesRoot, remote, local, { makeDefault: options.makeDefault });
    return;
  }
  expectOk(response, `publishing ${remote} ${version}`);
  const { created } = response.body as { created: boolean };
  output.out(created ? `published ${remote} ${version}` : `${remote} ${version} was already published with the same files`);
  // Only a version this publish created: `npm start` publishes on every start, and must not
  // undo a default that operations chose since.
  if (options.makeDefault && created) await setDefault(client, output, remote, version);
}

const isConflict = (response: AdminResponse) =>
  response.statusCode === 409 && (response.body as { code?: unknown } | null)?.code === 'VERSION_CONFLICT';

export async function publish(
  client: AdminClient,
  output: Output,
  remotesRoot: string,
  options: { remote?: string; all: boolean; version?: string; makeDefault: boolean; rebuildChanged: boolean },
): Promise<void> {
  if (options.all) {
    if (options.remote !== undefined || options.version !== undefined) {
      throw new CliError('publish --all takes neither a remote name nor --version');
    }
    // Every remote is part of the app: a deploy that lacks one must stop, naming it, before
    // anything is published (docs/remotes.md).
    const unbuilt: string[] = [];
    const builds: { remote: RemoteName; version: string }[] = [];
    for (const remote of REMOTE_NAMES) {
      const version = packageVersion(remotesRoot, remote);
      if (version === null) unbuilt.push(`${remote}: remote-${remote}/package.json is missing or has no version`);
      else if (!existsSync(distFolder(remotesRoot, remote, version)))
        unbuilt.push(`${remote} ${version}: no build in ${distFolder(remotesRoot, remote, version)} (npm run build -w remote-${remote})`);
      else builds.push({ remote, version });
    }
    if (unbuilt.length > 0) throw new CliError(unbuilt.join('\n'));
    const failures: string[] = [];
    for (const { remote, version } of builds) {
      try {
        await publishOne(client, output, remotesRoot, remote, version, options);
      } catch (err) {
        if (!(err instanceof CliError)) throw err;
        failures.push(err.message);
      }
    }
    if (failures.length > 0) throw new CliError(failures.join('\n'));
    return;
  }
  const remote = remoteName(options.remote);
  const version = options.version ?? packageVersion(remotesRoot, remote);
  if (version === null) throw new CliError(`remote-${remote}/package.json has no version; pass --version`);
  await publishOne(client, output, remotesRoot, remote, version, options);
}

export async function list(client: AdminClient, output: Output): Promise<void> {
  const response = await client.call('GET', paths.admin.registry);
  expectOk(response, 'reading the registry');
  output.out(formatRegistry((response.body as RegistryResponse).remotes));
}

export async function setDefault(client: AdminClient, output: Output, remote: RemoteName, version: string): Promise<void> {
  expectOk(await client.call('PUT', paths.admin.setDefault(remote), { version }), `setting the default of ${remote}`);
  output.out(`${remote}: default is now ${version}`);
}

export async function pin(client: AdminClient, output: Output, remote: RemoteName, version: string, campaign: number) {
  expectOk(await client.call('PUT', paths.admin.pin(remote, campaign), { version }), `pinning ${remote}`);
  output.out(`${remote}: campaign ${campaign} → ${version}`);
}

export async function unpin(client: AdminClient, output: Output, remote: RemoteName, campaign: number) {
  expectOk(await client.call('DELETE', paths.admin.pin(remote, campaign)), `unpinning ${remote}`);
  output.out(`${remote}: campaign ${campaign} follows the default again`);
}
