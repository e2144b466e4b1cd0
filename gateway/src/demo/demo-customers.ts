// The demo restaurant's customers: a few regulars with Tehran addresses, created through the same
// command path as the customers screen, with fixed ids (a second start repeats nothing). One
// address was taken on the phone and is not yet on the map (an offline address).
import { customerAggregate, customerCommandSchemas } from '@sofre/engine/customers';
import type { DemoSeed } from './demo-seed.ts';

const home = (text: string, latitude?: number, longitude?: number, details?: string) => ({
  title: 'خانه',
  text,
  ...(latitude === undefined ? {} : { latitude, longitude }),
  ...(details ? { details } : {}),
});

export const demoCustomers = [
  {
    customerId: 'demo-customer-1',
    phone: '09121000001',
    firstName: 'سارا',
    lastName: 'رضایی',
    addresses: [
      home('تهران، ونک، خیابان ملاصدرا، کوچه شیراز', 35.7575, 51.4097, 'پلاک ۱۲، واحد ۳'),
      {
        title: 'محل کار',
        text: 'تهران، میدان آرژانتین، خیابان الوند',
        latitude: 35.7366,
        longitude: 51.4155,
      },
    ],
  },
  {
    customerId: 'demo-customer-2',
    phone: '09121000002',
    firstName: 'علی',
    lastName: 'محمدی',
    addresses: [home('تهران، تهرانپارس، خیابان رشید، نبش گلبرگ', 35.7353, 51.5275, 'طبقه دوم')],
  },
  {
    customerId: 'demo-customer-3',
    phone: '09121000003',
    firstName: 'مریم',
    lastName: 'کریمی',
    // Taken on the phone: no map point yet.
    addresses: [home('تهران، یوسف‌آباد، خیابان بیستم، پلاک ۸')],
  },
  {
    customerId: 'demo-customer-4',
    phone: '09121000004',
    firstName: 'حمید',
    lastName: 'احمدی',
    addresses: [],
  },
] as const;

export async function seedDemoCustomers(seed: DemoSeed): Promise<void> {
  for (const { customerId, phone, firstName, lastName, addresses } of demoCustomers) {
    const [first, ...more] = addresses.map((a, i) => ({
      ...a,
      addressId: `${customerId}-address-${i + 1}`,
      offline: !('latitude' in a),
    }));
    const data = customerCommandSchemas.CreateCustomer.parse({
      customerId,
      phone,
      firstName,
      lastName,
      ...(first ? { address: first } : {}),
    });
    await seed.run(customerAggregate, { type: 'CreateCustomer', data }, `customer:${customerId}`);
    for (const address of more) {
      const add = customerCommandSchemas.AddAddress.parse({ customerId, phone, ...address });
      const step = `customer:${customerId}:${address.addressId}`;
      await seed.run(customerAggregate, { type: 'AddAddress', data: add }, step);
    }
  }
}
