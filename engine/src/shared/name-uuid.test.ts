import { v5 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { nameUuid } from './name-uuid.ts';

describe('name-based ids', () => {
  it("are uuid's v5 ids, for Latin and Persian names alike", () => {
    const namespace = '6f1c2a4e-5b0d-4c8e-9a43-0d2f3b7e9c11';
    const idOf = nameUuid(namespace);
    for (const name of ['vendor-1/cmd-1#0', 'ticket/سفارش/۱۲', ''])
      expect(idOf(name)).toBe(v5(name, namespace));
  });
});
