// A database of its own on a PostgreSQL server, for one run of a test or a bench, dropped afterwards.
import pg from 'pg';

/**
 * Creates a database named after `label` on the server at `serverUrl` (a connection to any of
 * its databases) and answers its URL and how to drop it. Rejects when the server does not answer.
 * @param {string} serverUrl
 * @param {string} [label]
 */
export async function createScratchDatabase(serverUrl, label = 'scratch') {
  const name = `skillup_${label}_${process.pid}_${Date.now().toString(36)}`;
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
