// A database of its own on the PostgreSQL server for one run, dropped afterwards.
import pg from 'pg';

/** A fresh database on the server at `adminUrl`, or null when none answers. */
export async function freshPostgres(adminUrl, label) {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`\nPostgreSQL at ${adminUrl} does not answer (${err.message}); PGlite only.`);
    return null;
  }
  const name = `skillup_${label}_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
