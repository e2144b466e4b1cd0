import { describe, expect, it } from 'vitest';
import { navigationLinks } from './navigation-links.ts';

describe('the links to navigate to the customer', () => {
  it('a geo: URI with a pin, Neshan at the point, Google Maps directions to it', () => {
    expect(navigationLinks({ latitude: 35.7575, longitude: 51.4097 })).toEqual({
      geo: 'geo:35.7575,51.4097?q=35.7575,51.4097',
      neshan: 'https://neshan.org/maps/@35.7575,51.4097,16z',
      google:
        'https://www.google.com/maps/dir/?api=1&destination=35.7575,51.4097&travelmode=driving',
    });
  });

  it('rounds to six decimals, without float noise', () => {
    const links = navigationLinks({ latitude: 35.1 + 0.2, longitude: 51.123456789 });
    expect(links.geo).toBe('geo:35.3,51.123457?q=35.3,51.123457');
  });
});
