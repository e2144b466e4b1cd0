// GET /sandbox/sms/outbox — what the sandbox provider "sent", for the demo and the end-to-end
// tests. It shows one-time codes in clear, so the gateway registers it ONLY when the sandbox is
// the active provider (createSmsSender returned kind 'sandbox'); taking the sandbox itself as
// the option makes registering it with a real provider impossible.
// It is public and belongs to no vendor: like the docs and static files it is not part of the
// product's API (spec/routes.txt), and whoever reads it is about to log in.
import { z } from 'zod';
import type { ZodApp } from '../http/zod-app.ts';
import type { SandboxSmsProvider } from './sandbox.sms-provider.ts';

const OutboxQuery = z.object({
  to: z
    .string()
    .regex(/^09\d{9}$/)
    .optional(),
  since: z.iso.datetime({ offset: true }).optional(),
});

const OutboxMessage = z.object({
  providerMessageId: z.string(),
  to: z.string(),
  text: z.string(),
  purpose: z.enum(['OTP', 'NOTIFICATION']),
  template: z.object({ name: z.string(), tokens: z.array(z.string()).readonly() }).optional(),
  sentAt: z.string(),
});

export function sandboxOutboxRoutes(app: ZodApp, sandbox: SandboxSmsProvider) {
  app.get(
    '/sandbox/sms/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Messages the sandbox SMS provider kept (newest first; sandbox only)',
        querystring: OutboxQuery,
        response: { 200: z.object({ messages: z.array(OutboxMessage) }) },
      },
      config: { access: 'public', vendorScoped: false },
    },
    async (request) => ({ messages: sandbox.outbox(request.query) }),
  );
}
