/** A failure the operator can act on: printed as is, exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}
