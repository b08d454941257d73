// The baseline of the hot-path bench: a bare Fastify server answering one small JSON object.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT ?? 3999);
await app.listen({ port, host: '127.0.0.1' });
console.log(`hello-world listening on ${port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
