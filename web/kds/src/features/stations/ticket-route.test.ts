import { describe, expect, it } from 'vitest';
import { routeOf } from './ticket-route.ts';

describe('a ticket’s route: how the order leaves and where it came from', () => {
  it('names the courier, the takeaway and the salon, with the channel it came through', () => {
    expect(routeOf({ deliveryType: 'DELIVER', source: 'WEBSITE' })).toEqual({
      delivery: 'ارسال با پیک',
      source: 'وب‌سایت',
    });
    expect(routeOf({ deliveryType: 'PICKUP', source: 'KIOSK' })).toEqual({
      delivery: 'تحویل حضوری',
      source: 'کیوسک',
    });
    expect(routeOf({ deliveryType: 'SERVE', source: 'QR' })).toEqual({
      delivery: 'سرو در سالن',
      source: 'کد میز',
    });
    expect(routeOf({ deliveryType: 'ZFEXPRESS', source: 'SNAPPFOOD' })).toEqual({
      delivery: 'اکسپرس',
      source: 'اسنپ‌فود',
    });
  });

  it('says nothing of the counter’s own orders’ source, nor of a delivery type not chosen yet', () => {
    expect(routeOf({ deliveryType: 'PICKUP', source: 'SALON' })).toEqual({
      delivery: 'تحویل حضوری',
      source: undefined,
    });
    expect(routeOf({ deliveryType: undefined, source: 'WEBSITE' })).toEqual({
      delivery: undefined,
      source: 'وب‌سایت',
    });
  });
});
