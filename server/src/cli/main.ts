import { parseArgs } from 'node:util';
import { REMOTE_NAMES } from '@skillup/shared/api/contract';
import { resolveRemotesRoot } from '../config/config';
import { connectAdmin, type AdminClient } from './admin-client';
import { CliError } from './cli-error';
import { campaignId, list, pin, publish, remoteName, setDefault, unpin, type Output } from './commands';

const USAGE = `usage: npm run remotes -- <command>

  publish <remote> [--version V] [--make-default]   upload remote-<remote>/dist/<version>/ (--make-default:
                                                    a newly published version becomes the default)
  publish --all [--make-default]                    every remote built at its package.json version; nothing
                                                    is published when one has no build
          [--rebuild-changed]                       a build whose version is already published with other
                                                    files is built again as <version>-local.<hash> and
                                                    published as that (what npm start does)
  list                                              versions, defaults and pins
  default <remote> <version>                        the version of every campaign without a pin
  pin <remote> <version> --campaign <id>            this campaign only
  unpin <remote> --campaign <id>                    back to the default

remotes: ${REMOTE_NAMES.join(', ')}
SKILLUP_URL (default http://127.0.0.1:8080) is the server; with none answering, the CLI
works on SKILLUP_DATA_DIR directly. Builds are read from remote-<name>/dist/<version>/
under the repository, or under SKILLUP_REMOTES_ROOT when set.`;

const output: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        all: { type: 'boolean', default: false },
        version: { type: 'string' },
        'make-default': { type: 'boolean', default: false },
        'rebuild-changed': { type: 'boolean', default: false },
        campaign: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
}

function expectPositionals(args: string[], count: number, command: string): void {
  if (args.length !== count) throw new CliError(`${command}: expected ${count} argument(s), got ${args.length}`);
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv);
  const [command, ...args] = positionals;
  if (values.help || command === undefined || command === 'help') {
    output.out(USAGE);
    if (command === undefined && !values.help) throw new CliError('a command is required');
    return;
  }
  if (!['publish', 'list', 'default', 'pin', 'unpin'].includes(command)) throw new CliError(`unknown command "${command}"`);

  // Arguments are checked before anything opens a connection or a database.
  let action: (client: AdminClient) => Promise<void>;
  switch (command) {
    case 'publish': {
      if (args.length > 1) throw new CliError('publish: at most one remote name');
      const options = { all: values.all, version: values.version, makeDefault: values['make-default'], rebuildChanged: values['rebuild-changed'] };
      if (!values.all) remoteName(args[0]);
      if (values['rebuild-changed'] && !values.all) throw new CliError('--rebuild-changed goes with --all');
      action = (client) => publish(client, output, resolveRemotesRoot(), { ...options, remote: args[0] });
      break;
    }
    case 'list':
      expectPositionals(args, 0, 'list');
      action = (client) => list(client, output);
      break;
    case 'default': {
      expectPositionals(args, 2, 'default');
      const remote = remoteName(args[0]);
      action = (client) => setDefault(client, output, remote, args[1]!);
      break;
    }
    case 'pin': {
      expectPositionals(args, 2, 'pin');
      const remote = remoteName(args[0]);
      const campaign = campaignId(values.campaign);
      action = (client) => pin(client, output, remote, args[1]!, campaign);
      break;
    }
    default: {
      expectPositionals(args, 1, 'unpin');
      const remote = remoteName(args[0]);
      const campaign = campaignId(values.campaign);
      action = (client) => unpin(client, output, remote, campaign);
    }
  }

  const client = await connectAdmin();
  try {
    await action(client);
  } finally {
    await client.close();
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof CliError) {
      output.err(`error: ${err.message}`);
    } else {
      output.err(err instanceof Error ? (err.stack ?? err.message) : String(err));
    }
    process.exit(1);
  },
);
