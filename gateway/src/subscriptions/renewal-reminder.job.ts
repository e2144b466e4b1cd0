// Renewal reminders (issue 32): a few days before a vendor's term ends, its owner gets one SMS
// saying so — unless the next term is already bought. The reminder is recorded on the vendor's
// subscription stream first (a command with the term's own id), and only the run that recorded it
// sends: two gateways running the job at once, or a restart, never text twice. An SMS the provider
// refused is not sent again (at most once: an owner is not texted twice for one term).
import { subscriptionAggregate, termNeedsReminder } from '@sofre/engine/subscriptions';
import type { CommandRunner } from '../commands/command-runner.ts';
import type { SmsSender } from '../sms/sms.port.ts';
import { directoryOf, vendorOf } from '../vendors/vendor-streams.ts';
import { packagesOf, subscriptionOf, withFree } from './plan-lookup.ts';

export const RENEWAL_REMINDER_EVERY_MS = 3_600_000;
const REMINDER_ACTOR = { userId: 'renewal-reminder', kind: 'SYSTEM' } as const;

export type RenewalReminders = ReturnType<typeof renewalReminders>;

interface Log {
  warn(details: object, message: string): void;
}

const dateFa = (instant: string) =>
  new Intl.DateTimeFormat('fa-IR', { timeZone: 'Asia/Tehran', dateStyle: 'long' }).format(
    new Date(instant),
  );

export function reminderSms(to: string, vendorName: string, packageTitle: string, endsAt: string) {
  return {
    to,
    text: `اشتراک «${packageTitle}» ${vendorName} در ${dateFa(endsAt)} به پایان می‌رسد. برای تمدید به بخش اشتراک در پنل سفره بروید.`,
    purpose: 'NOTIFICATION' as const,
  };
}

export function renewalReminders(runner: CommandRunner, sms: SmsSender, log: Log) {
  const { platform, clock } = runner;
  let timer: NodeJS.Timeout | undefined;

  async function remind(vendorId: string, now: Date): Promise<boolean> {
    const state = await subscriptionOf(platform.store, vendorId);
    const term = termNeedsReminder(state, now.toISOString());
    if (!term) return false;
    const recorded = await runner.run(
      { vendorId, actor: REMINDER_ACTOR },
      subscriptionAggregate,
      { type: 'SendRenewalReminder', data: { subscriptionId: term.subscriptionId } },
      { commandId: `renewal-reminder:${term.subscriptionId}`, wait: false },
    );
    if (recorded.events.length === 0 || recorded.repeated) return false;
    const [directory, packages, vendor] = await Promise.all([
      directoryOf(platform.store),
      packagesOf(platform),
      vendorOf(platform.store, vendorId),
    ]);
    const phone = directory.get(vendorId)?.ownerPhone;
    if (!phone) return false;
    // The package as the vendor bought it; a term recorded before titles were kept: as it is now.
    const title =
      term.packageTitle ??
      withFree(packages).find((p) => p.id === term.packageId)?.fields.title ??
      '';
    const name = vendor.status === 'REGISTERED' ? vendor.name : '';
    await sms.send(reminderSms(phone, name, title, term.endsAt));
    return true;
  }

  async function runOnce() {
    let sent = 0;
    const now = clock();
    for (const vendorId of await platform.readSide.vendorIds()) {
      try {
        if (await remind(vendorId, now)) sent++;
      } catch (error) {
        log.warn({ err: error, vendorId }, 'renewal reminder failed');
      }
    }
    return { sent };
  }

  return {
    runOnce,
    start(everyMs = RENEWAL_REMINDER_EVERY_MS) {
      timer = setInterval(() => void runOnce(), everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
