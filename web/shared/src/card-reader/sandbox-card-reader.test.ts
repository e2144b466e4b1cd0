import { describe, expect, it } from 'vitest';
import { SandboxCardReader } from './sandbox-card-reader.ts';

const charge = { amount: 4_000_000, session: 'kiosk-1:abc' };

describe('the sandbox card reader', () => {
  it('shows the charge until it is approved, then answers like a bank', async () => {
    const reader = new SandboxCardReader();
    let changes = 0;
    reader.subscribe(() => changes++);
    const answer = reader.charge(charge);
    expect(reader.current()).toEqual(charge);
    reader.approve();
    await expect(answer).resolves.toMatchObject({
      approved: true,
      amount: 4_000_000,
      referenceId: expect.stringMatching(/^\d{12}$/),
      cardPan: expect.stringContaining('******'),
    });
    expect(reader.current()).toBeUndefined();
    expect(changes).toBe(2);
  });

  it('a declined card answers not approved; pressing with nothing waiting does nothing', async () => {
    const reader = new SandboxCardReader();
    reader.decline();
    const answer = reader.charge(charge);
    reader.decline();
    await expect(answer).resolves.toEqual({ approved: false, amount: 4_000_000 });
  });

  it('a new charge turns down the one nobody answered', async () => {
    const reader = new SandboxCardReader();
    const first = reader.charge(charge);
    void reader.charge({ ...charge, session: 'kiosk-1:def' });
    await expect(first).resolves.toMatchObject({ approved: false });
    expect(reader.current()?.session).toBe('kiosk-1:def');
  });
});
