// What the gateway and its render thread say to each other (render-thread.ts).
import type { PrintDocument } from '@sofre/engine/printing';
import type { PaperWidth } from './render-document.ts';

export type RenderRequest =
  | {
      readonly kind: 'render';
      readonly document: PrintDocument;
      readonly paperWidth: PaperWidth;
      readonly copies: number;
    }
  | { readonly kind: 'develop'; readonly bytes: Uint8Array };

export type ToRenderThread = RenderRequest & { readonly id: number };

export type FromRenderThread =
  | { readonly id: number; readonly ok: Uint8Array[] }
  | { readonly id: number; readonly error: string };
