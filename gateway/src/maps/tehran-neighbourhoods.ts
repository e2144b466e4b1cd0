// A few Tehran neighbourhoods with an approximate centre, for the sandbox geocoder: enough for a
// demo and for tests to get a plausible Persian address without calling a map service.
export interface Neighbourhood {
  readonly name: string;
  /** The municipal district (منطقه). */
  readonly zone: number;
  /** A main street the address text names. */
  readonly street: string;
  readonly latitude: number;
  readonly longitude: number;
}

export const TEHRAN = 'تهران';

export const tehranNeighbourhoods: readonly Neighbourhood[] = [
  { name: 'تجریش', zone: 1, street: 'میدان تجریش', latitude: 35.8045, longitude: 51.4339 },
  { name: 'نیاوران', zone: 1, street: 'خیابان نیاوران', latitude: 35.8163, longitude: 51.4694 },
  { name: 'ونک', zone: 3, street: 'خیابان ملاصدرا', latitude: 35.7575, longitude: 51.4097 },
  { name: 'سعادت‌آباد', zone: 2, street: 'بلوار دریا', latitude: 35.7797, longitude: 51.3744 },
  { name: 'پونک', zone: 5, street: 'بلوار میرزابابایی', latitude: 35.7629, longitude: 51.3325 },
  { name: 'تهرانپارس', zone: 4, street: 'خیابان رشید', latitude: 35.7353, longitude: 51.5275 },
  {
    name: 'یوسف‌آباد',
    zone: 6,
    street: 'خیابان سید جمال‌الدین اسدآبادی',
    latitude: 35.7299,
    longitude: 51.4076,
  },
  { name: 'میدان انقلاب', zone: 6, street: 'خیابان انقلاب', latitude: 35.7009, longitude: 51.3912 },
  { name: 'میدان آزادی', zone: 9, street: 'خیابان آزادی', latitude: 35.6997, longitude: 51.338 },
  { name: 'نارمک', zone: 8, street: 'خیابان گلبرگ', latitude: 35.74, longitude: 51.504 },
  { name: 'بازار', zone: 12, street: 'خیابان پانزده خرداد', latitude: 35.6751, longitude: 51.4246 },
  { name: 'پیروزی', zone: 13, street: 'خیابان پیروزی', latitude: 35.6933, longitude: 51.4714 },
  { name: 'شهرری', zone: 20, street: 'خیابان فداییان اسلام', latitude: 35.595, longitude: 51.435 },
  { name: 'نازی‌آباد', zone: 16, street: 'خیابان مدائن', latitude: 35.6447, longitude: 51.406 },
  { name: 'جنت‌آباد', zone: 5, street: 'بلوار جنت‌آباد', latitude: 35.7538, longitude: 51.3056 },
  { name: 'شهرک غرب', zone: 2, street: 'بلوار فرحزادی', latitude: 35.7586, longitude: 51.372 },
];
