import Fastify from 'fastify';

/** The baseline: a bare Fastify route answering {hello:'world'}, in its own process like the servers under test. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ port: Number(process.env.PORT ?? 3300), host: '127.0.0.1' });
