// Vendors for tests: commands as the gateway hands them over (parsed, defaults applied).
import type { z } from 'zod';
import type { CommandMetadata } from '../shared/messages.ts';
import {
  vendorCommandSchemas,
  type VendorCommandOf,
  type VendorCommandType,
} from './vendor.commands.ts';

export const VENDOR_ID = 'vendor-1';

export const vendorMetadata: CommandMetadata = {
  commandId: 'cmd-v1',
  vendorId: VENDOR_ID,
  actor: { userId: 'owner-1', kind: 'STAFF' },
  now: '2025-03-21T08:00:00.000Z',
};

export const vendorCommand = <T extends VendorCommandType>(
  type: T,
  data: Omit<z.input<(typeof vendorCommandSchemas)[T]>, 'vendorId'> & { vendorId?: string },
): VendorCommandOf<T> =>
  ({
    type,
    data: vendorCommandSchemas[type].parse({ vendorId: VENDOR_ID, ...data }),
    metadata: vendorMetadata,
  }) as VendorCommandOf<T>;

export const registerSofre = () =>
  vendorCommand('RegisterVendor', { name: 'رستوران سفره', domains: ['localhost', 'sofre.ir'] });
