// The render thread: draws and develops what the gateway asks (print-renderer.ts), one request at
// a time, and hands the bytes back without copying them where they own their buffer.
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadsPriority } from '@sofre/engine/runtime';
import { drawHere } from './render-here.ts';
import type { FromRenderThread, ToRenderThread } from './render-thread.protocol.ts';

const port = parentPort!;
// A ticket drawn some milliseconds later prints just as well; the order's answer cannot wait.
lowerThisThreadsPriority();

async function answer(request: ToRenderThread): Promise<Uint8Array[]> {
  if (request.kind === 'develop') return drawHere.develop(request.bytes);
  return [await drawHere.render(request.document, request.paperWidth, request.copies)];
}

/** Moved, not copied: only a view that is its whole buffer (a pooled Buffer shares its own). */
const ownBuffers = (views: readonly Uint8Array[]): ArrayBuffer[] =>
  views
    .filter((view) => view.byteOffset === 0 && view.byteLength === view.buffer.byteLength)
    .map((view) => view.buffer as ArrayBuffer);

port.on('message', (request: ToRenderThread) => {
  answer(request).then(
    (ok) => {
      const message: FromRenderThread = { id: request.id, ok };
      port.postMessage(message, ownBuffers(ok));
    },
    (error: unknown) => {
      const message: FromRenderThread = {
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(message);
    },
  );
});
