// Printing's drawing on a worker thread of its own (see print-renderer.ts for why). The thread
// starts with the first print, so a gateway that never prints never pays for it; if it dies, the
// prints it had fail (their jobs retry) and the next print starts another.
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '@sofre/engine/runtime';
import type { PrintRenderer } from './print-renderer.ts';
import type { FromRenderThread, RenderRequest, ToRenderThread } from './render-thread.protocol.ts';

interface Waiting {
  readonly resolve: (ok: Uint8Array[]) => void;
  readonly reject: (error: Error) => void;
}

export function renderInThread(): PrintRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  const failAll = (error: Error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };

  const thread = () => {
    if (worker) return worker;
    // A page's pixels live outside the heap; its objects are few and short-lived, so a small
    // young generation (the thread's resident memory: about 70 MB, 8 MB less than by default).
    const started = startTsWorker(new URL('./render-thread.worker.ts', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 128 },
    });
    // An idle render thread does not keep the process alive; a request in flight does (ref below).
    started.unref();
    started.on('message', (message: FromRenderThread) => {
      const request = waiting.get(message.id);
      waiting.delete(message.id);
      if (waiting.size === 0) started.unref();
      if ('ok' in message) request?.resolve(message.ok);
      else request?.reject(new Error(message.error));
    });
    const gone = (error: Error) => {
      if (worker !== started) return;
      worker = undefined;
      failAll(error);
    };
    started.on('error', gone);
    started.on('exit', (code) => gone(new Error(`the render thread stopped (exit ${code})`)));
    return (worker = started);
  };

  const ask = (request: RenderRequest): Promise<Uint8Array[]> =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject });
      const to = thread();
      to.ref();
      const message: ToRenderThread = { ...request, id };
      to.postMessage(message);
    });

  return {
    async render(document, paperWidth, copies) {
      const [bytes] = await ask({ kind: 'render', document, paperWidth, copies });
      return bytes!;
    },
    develop: (bytes) => ask({ kind: 'develop', bytes }),
    async close() {
      const closing = worker;
      worker = undefined;
      failAll(new Error('the render thread was closed'));
      await closing?.terminate();
    },
  };
}
