import { describe, expect, it } from 'vitest';
import { SandboxSmsProvider } from './sandbox.sms-provider.ts';
import { SmsProviderError } from './sms.port.ts';

/** A clock the test moves by hand: one minute per message. */
function steppingClock(start = '2025-03-21T08:00:00.000Z') {
  let now = Date.parse(start);
  return () => new Date((now += 60_000));
}

const sms = (to: string, text = 'سلام') => ({ to, text, purpose: 'NOTIFICATION' as const });

describe('sandbox SMS outbox', () => {
  it('keeps what it sent, newest first, stamped by the injected clock', async () => {
    const sandbox = new SandboxSmsProvider({ clock: steppingClock() });
    const first = await sandbox.send(sms('09120000001', 'یک'));
    await sandbox.send(sms('09120000002', 'دو'));

    expect(first).toEqual({ providerMessageId: 'sandbox-1', status: 'SENT' });
    expect(sandbox.outbox().map((m) => [m.text, m.sentAt])).toEqual([
      ['دو', '2025-03-21T08:02:00.000Z'],
      ['یک', '2025-03-21T08:01:00.000Z'],
    ]);
  });

  it('is bounded: the oldest messages drop out', async () => {
    const sandbox = new SandboxSmsProvider({ capacity: 3 });
    for (let i = 1; i <= 5; i += 1) await sandbox.send(sms('09120000001', `#${i}`));
    expect(sandbox.outbox().map((m) => m.text)).toEqual(['#5', '#4', '#3']);
  });

  it('filters by recipient and by time, and finds the last message to a phone', async () => {
    const sandbox = new SandboxSmsProvider({ clock: steppingClock() });
    await sandbox.send(sms('09120000001', 'a'));
    await sandbox.send(sms('09120000002', 'b'));
    await sandbox.send(sms('09120000001', 'c'));

    expect(sandbox.outbox({ to: '09120000001' }).map((m) => m.text)).toEqual(['c', 'a']);
    expect(sandbox.outbox({ since: '2025-03-21T08:02:00.000Z' }).map((m) => m.text)).toEqual([
      'c',
      'b',
    ]);
    expect(sandbox.lastTo('09120000001')?.text).toBe('c');
    expect(sandbox.lastTo('09129999999')).toBeUndefined();
  });

  it('refuses a malformed number like a real provider, and can be told to fail', async () => {
    const sandbox = new SandboxSmsProvider();
    await expect(sandbox.send(sms('+989120000001'))).rejects.toMatchObject({
      code: 'SMS_INVALID_RECIPIENT',
    });
    sandbox.failNext(new SmsProviderError('SMS_PROVIDER_UNAVAILABLE', 'scripted'));
    await expect(sandbox.send(sms('09120000001'))).rejects.toMatchObject({
      code: 'SMS_PROVIDER_UNAVAILABLE',
    });
    await expect(sandbox.send(sms('09120000001'))).resolves.toMatchObject({ status: 'SENT' });
  });
});

describe('waitForMessageTo', () => {
  it('resolves with the next message to that phone', async () => {
    const sandbox = new SandboxSmsProvider();
    const waiting = sandbox.waitForMessageTo('09120000001', 1_000);
    await sandbox.send(sms('09120000002', 'not this one'));
    await sandbox.send(sms('09120000001', 'کد ورود: 123456'));
    await expect(waiting).resolves.toMatchObject({ text: 'کد ورود: 123456' });
  });

  it('with `since`, a message already in the outbox counts', async () => {
    const sandbox = new SandboxSmsProvider({ clock: steppingClock() });
    await sandbox.send(sms('09120000001', 'already here'));
    const found = await sandbox.waitForMessageTo('09120000001', 10, {
      since: '2025-03-21T08:00:00.000Z',
    });
    expect(found.text).toBe('already here');
  });

  it('rejects when nothing arrives in time', async () => {
    const sandbox = new SandboxSmsProvider();
    await sandbox.send(sms('09120000001', 'before the wait'));
    await expect(sandbox.waitForMessageTo('09120000001', 20)).rejects.toThrow(
      'no message to 09120000001 within 20 ms',
    );
  });
});
