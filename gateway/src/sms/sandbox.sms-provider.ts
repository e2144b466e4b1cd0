// The default SMS provider: nothing leaves the machine. Every message lands in an in-memory
// outbox that the demo (GET /sandbox/sms/outbox) and the tests read — the Chromium test logs
// in with the code it finds here.
import {
  assertIranMobile,
  type SmsMessage,
  type SmsProviderError,
  type SmsReceipt,
  type SmsSender,
} from './sms.port.ts';

export interface SandboxSms extends SmsMessage {
  readonly providerMessageId: string;
  /** UTC ISO timestamp from the injected clock. */
  readonly sentAt: string;
}

export interface OutboxFilter {
  readonly to?: string;
  /** ISO timestamp: only messages sent at or after it. */
  readonly since?: string;
}

export interface SandboxOptions {
  readonly clock?: () => Date;
  /** How many messages are kept; older ones are dropped so a long demo does not grow memory. */
  readonly capacity?: number;
}

interface Waiter {
  readonly to: string;
  readonly resolve: (sms: SandboxSms) => void;
}

export class SandboxSmsProvider implements SmsSender {
  private readonly clock: () => Date;
  private readonly capacity: number;
  /** Newest first. */
  private readonly messages: SandboxSms[] = [];
  private readonly waiters = new Set<Waiter>();
  private readonly failures: SmsProviderError[] = [];
  private sequence = 0;

  constructor(options: SandboxOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
    this.capacity = options.capacity ?? 500;
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    // Refuse what a real provider would refuse, so tests see the same failures.
    assertIranMobile(message.to);
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.sequence += 1;
    const sms: SandboxSms = {
      ...message,
      providerMessageId: `sandbox-${this.sequence}`,
      sentAt: this.clock().toISOString(),
    };
    this.messages.unshift(sms);
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;
    for (const waiter of this.waiters) if (waiter.to === sms.to) waiter.resolve(sms);
    return { providerMessageId: sms.providerMessageId, status: 'SENT' };
  }

  /** Newest first. */
  outbox(filter: OutboxFilter = {}): SandboxSms[] {
    const since = filter.since === undefined ? undefined : Date.parse(filter.since);
    return this.messages.filter(
      (m) =>
        (filter.to === undefined || m.to === filter.to) &&
        (since === undefined || Date.parse(m.sentAt) >= since),
    );
  }

  lastTo(phone: string): SandboxSms | undefined {
    return this.messages.find((m) => m.to === phone);
  }

  /**
   * The next message to `phone`. With `since`, a message already in the outbox from that moment
   * on counts too (no race between "click send" and "start waiting"); without it, only messages
   * sent after this call do. Rejects after `timeoutMs`.
   */
  waitForMessageTo(phone: string, timeoutMs: number, options: { since?: string } = {}) {
    if (options.since !== undefined) {
      const [existing] = this.outbox({ to: phone, since: options.since });
      if (existing) return Promise.resolve(existing);
    }
    return new Promise<SandboxSms>((resolve, reject) => {
      const waiter: Waiter = {
        to: phone,
        resolve: (sms) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(sms);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`sandbox SMS: no message to ${phone} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** The next send throws this instead of delivering: tests of how callers handle a failure. */
  failNext(error: SmsProviderError): void {
    this.failures.push(error);
  }

  clear(): void {
    this.messages.length = 0;
  }
}
