// The yardstick: a bare fastify JSON POST with a schema, on the same machine, in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = {
  type: 'object',
  required: ['id', 'lines'],
  properties: {
    id: { type: 'string' },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        required: ['menuItemId', 'count'],
        properties: { menuItemId: { type: 'string' }, count: { type: 'integer' } },
      },
    },
  },
} as const;

app.get('/ready', async () => ({ ok: true }));
app.post('/api/orders', { schema: { body } }, async (request, reply) => {
  const { id } = request.body as { id: string };
  return reply.code(201).send({ id, status: 'CONFIRMED', position: '0' });
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
