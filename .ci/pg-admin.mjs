// Creates or drops one database on the machine's PostgreSQL: `node .ci/pg-admin.mjs create|drop NAME`.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!/^[a-z0-9_]+$/.test(name ?? '') || !['create', 'drop'].includes(action)) {
  console.error('usage: pg-admin.mjs create|drop name');
  process.exit(2);
}
const client = new pg.Client({ connectionString: process.env.PG_ADMIN_URL });
await client.connect();
await client.query(action === 'create' ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.end();
