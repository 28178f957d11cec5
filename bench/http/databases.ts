import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import type { DatabaseTarget } from '../../apps/server/src/db/client';
import { repoRoot } from './servers';

/** What a bench run creates, so it can be removed even when the run fails. */
const tempDirs = new Set<string>();
const databases = new Map<string, string>();

export function makeTempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhuyun-bench-'));
  tempDirs.add(dir);
  return dir;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database for this run; answers its URL, or null when no server answers. */
export async function createPgDatabase(adminUrl: string): Promise<string | null> {
  const name = `zhuyun_bench_${process.pid}_${Date.now()}_${databases.size}`;
  try {
    await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    console.warn(`PostgreSQL unavailable at ${adminUrl}: ${(error as Error).message}`);
    return null;
  }
  databases.set(name, adminUrl);
  return withDatabase(adminUrl, name);
}

/**
 * Migrates and seeds a database in a child process (see seed-members.ts); throws with its output if it fails. `root`:
 * the checkout whose migrations and seeds run (ab.ts gives a base checkout its own database so).
 */
export async function prepareDatabase(target: DatabaseTarget, members: number, analyzePglite = false, root = repoRoot): Promise<void> {
  const script = path.join(root, 'bench/http/seed-members.ts');
  const args = ['--import', 'tsx', script, JSON.stringify(target), String(members), ...(analyzePglite ? ['analyze'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-8_000)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${target.kind} failed (exit ${code}):\n${errors}`);
}

/** Drops every database and removes every folder this run made; safe to call twice. */
export async function cleanUpData(): Promise<void> {
  for (const [name, adminUrl] of databases) {
    await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch((error: Error) =>
      console.warn(`could not drop ${name}: ${error.message}`),
    );
    databases.delete(name);
  }
  removeTempDirsNow();
}

export function removeTempDirsNow(): void {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}
