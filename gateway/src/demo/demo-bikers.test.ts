// The demo restaurant has couriers to dispatch to: the first on shift and free, the second off
// shift, both with a BIKER login; each vendor seeded from the demo has its own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { demoBikers } from './demo-bikers.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 30_000);
afterAll(() => gw.close());

const get = async (url: string, headers: Record<string, string>) => {
  const res = await gw.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }[]>();
};

it('seeds two couriers with logins, the first on shift, at each demo vendor', async () => {
  const [first, second] = demoBikers.map((b) => b.bikerId);
  for (const headers of [gw.asOwner, gw.asOwnerB]) {
    expect((await get('/api/bikers/all-bikers', headers)).map((b) => b.id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    const free = (await get('/api/bikers/free-bikers', headers)).map((b) => b.id);
    expect(free).toContain(first);
    expect(free).not.toContain(second);
  }
  const login = await gw.app.inject({
    method: 'POST',
    url: '/api-identity/bikers/login',
    payload: { phoneNumber: demoBikers[0].phone },
  });
  expect(login.statusCode, login.body).toBeLessThan(300);
});
