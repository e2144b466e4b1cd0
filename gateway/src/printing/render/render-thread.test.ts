// The render thread draws and develops exactly what this thread would, answers requests in
// flight side by side, passes a failure back as the request's own, and starts again after close.
import { afterAll, describe, expect, it } from 'vitest';
import { newTicket, receipt } from './print-documents.test-fixtures.ts';
import { renderHere, type PrintRenderer } from './print-renderer.ts';
import { renderInThread } from './render-thread.ts';

const thread = renderInThread();
afterAll(() => thread.close());

describe('render thread', () => {
  it('prints the bytes this thread would, for tickets and receipts at both widths, side by side', async () => {
    const asks: Parameters<PrintRenderer['render']>[] = [
      [newTicket, 80, 1],
      [newTicket, 58, 2],
      [receipt, 80, 1],
    ];
    const [there, here] = await Promise.all([
      Promise.all(asks.map((ask) => thread.render(...ask))),
      Promise.all(asks.map((ask) => renderHere.render(...ask))),
    ]);
    expect(there.map((bytes) => Buffer.from(bytes))).toEqual(here.map((b) => Buffer.from(b)));
  });

  it('develops a stream into the PNG pages this thread would, one per copy', async () => {
    const bytes = await renderHere.render(newTicket, 80, 2);
    const [there, here] = await Promise.all([thread.develop(bytes), renderHere.develop(bytes)]);
    expect(there).toHaveLength(2);
    expect(there.map((png) => Buffer.from(png))).toEqual(here.map((png) => Buffer.from(png)));
  });

  it('rejects a stream no printer could read with the reason, and keeps serving', async () => {
    const garbage = Uint8Array.of(0x1b, 0x40, 0x1d, 0x76, 0x30);
    const reason = await renderHere.develop(garbage).catch((error: Error) => error.message);
    await expect(thread.develop(garbage)).rejects.toThrow(reason as string);
    await expect(thread.render(newTicket, 80, 1)).resolves.toBeInstanceOf(Uint8Array);
  });

  it('fails what is in flight when closed, and starts again for the next request', async () => {
    const other = renderInThread();
    const inFlight = other.render(receipt, 80, 1).catch((error: Error) => error);
    await other.close();
    expect(await inFlight).toMatchObject({ message: 'the render thread was closed' });
    await expect(other.render(newTicket, 58, 1)).resolves.toBeInstanceOf(Uint8Array);
    await other.close();
  });
});
