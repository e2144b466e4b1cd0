import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxOutboxRoutes } from './sandbox-outbox.routes.ts';
import { SandboxSmsProvider } from './sandbox.sms-provider.ts';
import { otpSms } from './otp-message.ts';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => Promise.all(apps.splice(0).map((app) => app.close())));

async function given(...phones: string[]) {
  const sandbox = new SandboxSmsProvider();
  for (const [i, to] of phones.entries()) await sandbox.send(otpSms({ to, code: `11111${i}` }));
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  sandboxOutboxRoutes(app, sandbox);
  apps.push(app);
  return app;
}

describe('GET /sandbox/sms/outbox', () => {
  it('lists the messages to one phone as JSON, newest first', async () => {
    const app = await given('09120000001', '09120000002', '09120000001');
    const response = await app.inject({ url: '/sandbox/sms/outbox?to=09120000001' });

    expect(response.statusCode).toBe(200);
    const { messages } = response.json<{ messages: { to: string; text: string }[] }>();
    expect(messages.map((m) => m.to)).toEqual(['09120000001', '09120000001']);
    expect(messages[0]?.text).toContain('111112');
  });

  it('lists everything without a filter', async () => {
    const app = await given('09120000001', '09120000002');
    const response = await app.inject({ url: '/sandbox/sms/outbox' });
    expect(response.json<{ messages: unknown[] }>().messages).toHaveLength(2);
  });

  it('refuses a malformed phone', async () => {
    const app = await given();
    const response = await app.inject({ url: '/sandbox/sms/outbox?to=0912' });
    expect(response.statusCode).toBe(400);
  });
});
