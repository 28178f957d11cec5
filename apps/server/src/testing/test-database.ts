import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { withDatabase } from './global-setup';
import { prepareReset, resetDatabase, reuseDatabases } from './database-reset';

let counter = 0;

export interface TestDatabase {
  database: Database;
  /** Gives the database back to the worker once the file's app is closed; the next file gets it reset. */
  release(): Promise<void>;
}

/**
 * A database for one test file in the state the run's snapshot or template holds (migrated, reference data, the demo
 * tenant). The API files of a worker run one after another (isolate: false), so a worker keeps
 * the database the last file released and resets it (database-reset.ts) rather than opening a new one per file: on
 * PGlite that saves unpacking the 53 MB snapshot into a new WebAssembly instance (≈ 1.2–1.8 s of CPU), on PostgreSQL a
 * CREATE DATABASE from the template. A file that asks while its worker's databases are all taken (two apps at once)
 * gets a new one, which it gives back for the next such file; a database a test closed is not given back.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  return process.env.TEST_DB === 'postgres' ? openPostgresTestDatabase() : openPgliteTestDatabase();
}

const reuse = reuseDatabases;

/**
 * The databases this worker's files released, newest last. More than one: a file that runs two or three apps at once
 * (another configuration beside the first, a second node) takes them from here too, instead of unpacking the snapshot
 * into a new instance (≈ 4–8 s of CPU on PGlite) or copying the template again in every such file.
 */
const MAX_IDLE = 3;
const idlePglite: Database[] = [];

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  let database = idlePglite.pop();
  if (database) {
    await resetDatabase(database.ownerDb);
  } else {
    database = await openDatabase({ kind: 'pglite-memory', snapshot: snapshotBlob(inject('pgliteSnapshot')) });
    if (reuse) await prepareReset(database.ownerDb);
  }
  const opened = database;
  let closedByTest = false;
  return {
    // A test may close the database itself (to see the app answer without one); then it is not given back.
    database: { ...opened, close: async () => ((closedByTest = true), opened.close()) },
    release: async () => {
      if (closedByTest) return;
      if (!reuse || idlePglite.length >= MAX_IDLE) await opened.close();
      else idlePglite.push(opened);
    },
  };
}

const idlePostgres: string[] = [];

async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL as string;
  let name = idlePostgres.pop();
  let fresh = false;
  if (!name) {
    const template = inject('postgresTemplate');
    name = `${template}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    fresh = true;
  }
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 5 });
  // A new database was copied from the template with the reset already prepared (global-setup.ts).
  if (!fresh) await resetDatabase(database.ownerDb);
  const taken = name;
  return {
    database,
    // The file's pool is ended by its app's close (or by the test); the database itself stays for the next file.
    release: async () => {
      await database.close().catch(() => undefined);
      if (reuse && idlePostgres.length < MAX_IDLE) idlePostgres.push(taken);
    },
  };
}

let cached: { file: string; blob: Blob } | undefined;

/**
 * The snapshot, read once per worker. PGlite only asks a snapshot for its type and arrayBuffer(), and copies every file
 * out of the buffer, so all the databases of a worker share the bytes as read: a real Blob would copy the 53 MB once
 * more when made, and slicing the buffer once again (≈ 0.5 s of CPU per worker between them).
 */
function snapshotBlob(file: string): Blob {
  if (cached?.file !== file) {
    const bytes = fs.readFileSync(file);
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const buffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const blob = { type: '', size: bytes.byteLength, arrayBuffer: () => Promise.resolve(buffer) } as unknown as Blob;
    cached = { file, blob };
  }
  return cached.blob;
}
