// A local stand-in for api.neshan.org (testing/scripted-http.server.ts): without a scripted
// answer it answers like Neshan's documented example.
import { startScriptedServer, type ScriptedAnswer } from '../testing/scripted-http.server.ts';

export interface NeshanRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly apiKey: string | undefined;
}

export type NeshanAnswer = ScriptedAnswer;

export const neshanOk = (formattedAddress: string, extra: object = {}): NeshanAnswer => ({
  status: 200,
  body: {
    status: 'OK',
    formatted_address: formattedAddress,
    route_name: 'سازمان آب',
    route_type: 'secondary',
    neighbourhood: 'فاطمی',
    city: 'تهران',
    state: 'استان تهران',
    place: null,
    municipality_zone: '6',
    in_traffic_zone: true,
    in_odd_even_zone: true,
    village: null,
    county: 'شهرستان تهران',
    district: 'بخش مرکزی شهرستان تهران',
    ...extra,
  },
});

/** A search answer (v1/search): the items as Neshan writes them, the point as x/y. */
export const neshanPlaces = (
  ...places: { title: string; address: string; latitude: number; longitude: number }[]
): NeshanAnswer => ({
  status: 200,
  body: {
    count: places.length,
    items: places.map((p) => ({
      title: p.title,
      address: p.address,
      neighbourhood: 'ونک',
      region: 'تهران، منطقه ۳',
      type: 'primary',
      category: 'place',
      location: { x: p.longitude, y: p.latitude, z: 'NaN' },
    })),
  },
});

/** Neshan's error answers carry their code as the HTTP status. */
export const neshanError = (code: number, message: string): NeshanAnswer => ({
  status: code,
  body: { status: 'ERROR', code, message },
});

export const startFakeNeshan = () =>
  startScriptedServer<NeshanRequest>(
    (req) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const key = req.headers['api-key'];
      return {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        apiKey: typeof key === 'string' ? key : undefined,
      };
    },
    () => neshanOk('تهران، دکتر فاطمی، حجاب، سازمان آب'),
  );
