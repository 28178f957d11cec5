import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { MemoryTransport, type BusTransport } from './transport';
import { PostgresTransport } from './transport.postgres';
import { RedisTransport } from './transport.redis';

/**
 * Redis pub/sub when REDIS_URL is set (what several nodes use for everything else too), else LISTEN/NOTIFY when the
 * database is PostgreSQL, else nothing: PGlite is one embedded node, so in-process delivery is all there is.
 */
export function createBusTransport(config: Config, database: Database, log: FastifyBaseLogger): BusTransport {
  if (config.redisUrl) return new RedisTransport(config.redisUrl, log);
  if (database.kind === 'postgres' && database.connectionString) return new PostgresTransport(database.db, database.appConnectionString ?? database.connectionString, log);
  return new MemoryTransport();
}
