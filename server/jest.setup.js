// Set here rather than as `testTimeout`: the root config runs this as one of its projects,
// and Jest reads `testTimeout` only from the top-level config. A suite starts its own
// database (PGlite or a fresh PostgreSQL database) and the CLI suite spawns the server.
jest.setTimeout(60_000);
