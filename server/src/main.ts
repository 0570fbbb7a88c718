import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { buildActivitiesApp } from './static/activities-app';
import { appOrigins } from './config/app-origins';
import { appSettings } from './config/app-settings';
import { loadConfig } from './config/config';
import { ensurePrivateDirSync } from './config/private-dir';
import { openDatabase } from './db/start';
import { holidayBook } from './days-off/national-holidays';
import { preloadMjml } from './mail/templates/layout';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
  const config = loadConfig();
  // Whoever made the data folder, and under whichever umask, it becomes the server's alone.
  ensurePrivateDirSync(config.dataDir);
  const database = await openDatabase(config.database, { reset: values.reset });
  const app = await buildApp({
    database,
    settings: await appSettings(config, database),
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    compileSerializersAtStart: true,
  });
  const activities = await buildActivitiesApp({
    activitiesDir: config.activitiesDir,
    appOrigins: appOrigins(config.auth),
    https: config.activities.origin.startsWith('https:'),
    logLevel: config.logLevel,
  });
  if (values.reset) app.log.warn('database wiped and demo data loaded again (--reset)');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stops accepting connections and waits for the requests in flight.
      // Closing the app closes the database too (db/plugin.ts).
      await Promise.all([app.close(), activities.close()]);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  const listen = async (server: typeof app | typeof activities, port: number, variable: string) => {
    try {
      await server.listen({ port, host: config.host });
    } catch (err) {
      // Embedded PostgreSQL left open by an exiting process (say, the port is taken) may not
      // open again: close it before giving up.
      await Promise.all([app.close(), activities.close()]);
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      console.error(`Port ${port} is taken, perhaps by a Skillup already running: stop it or set ${variable}.`);
      process.exit(1);
    }
  };
  await listen(app, config.port, 'PORT');
  await listen(activities, config.activities.port, 'ACTIVITIES_PORT');
  preloadMjml().catch((err: unknown) => app.log.error({ err }, 'the mail templates could not be loaded'));
  holidayBook().catch((err: unknown) => app.log.error({ err }, 'the public holidays could not be loaded'));
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Skillup is serving on http://${shown}:${config.port} (database: ${database.kind})`);
  app.log.info(`activities are served on port ${config.activities.port} as ${config.activities.origin}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
