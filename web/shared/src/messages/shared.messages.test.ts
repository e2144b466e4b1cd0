// Labels the user reads are Persian: no word in Latin letters (issue 30 item 20c: the «QR» badge).
import { describe, expect, it } from 'vitest';
import {
  deliveryTypeLabels,
  orderSourceLabels,
  orderStatusLabels,
  paymentMethodLabels,
} from './shared.messages.ts';

const latin = /[A-Za-z]/;

describe('the shared enum labels', () => {
  it.each([
    ['order sources', orderSourceLabels],
    ['delivery types', deliveryTypeLabels],
    ['payment methods', paymentMethodLabels],
    ['order statuses', orderStatusLabels],
  ])('name every %s in Persian letters', (_, labels) => {
    const inLatin = Object.entries(labels).filter(([, label]) => latin.test(label));
    expect(inLatin).toEqual([]);
  });
});
