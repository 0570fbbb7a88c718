// A database of its own on the PostgreSQL server for one run, dropped afterwards.
import { createScratchDatabase } from '../../scripts/scratch-database.mjs';

/** A fresh database on the server at `adminUrl`, or null when none answers. */
export async function freshPostgres(adminUrl, label) {
  try {
    return await createScratchDatabase(adminUrl, label);
  } catch (err) {
    console.log(`\nPostgreSQL at ${adminUrl} does not answer (${err.message}); PGlite only.`);
    return null;
  }
}
