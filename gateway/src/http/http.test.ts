// The gateway's common behaviour: problem+json for every refusal, the vendor from the host, the
// OpenAPI document, the web apps and their deep links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Problem } from '@sofre/engine/contracts';
import { buildApp } from '../app.ts';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import pino from 'pino';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

describe('errors', () => {
  it('answers an unknown route with a 404 problem', async () => {
    const res = await gateway.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Problem.parse(res.json())).toMatchObject({ code: 'ROUTE_NOT_FOUND', status: 404 });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: '{"id":',
      headers: { 'content-type': 'application/json', ...gateway.asOwner },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers an unknown host with 404 VENDOR_NOT_FOUND', async () => {
    const res = await gateway.app.inject({
      url: '/api-catalog/catalog/menucategories/all',
      headers: { host: 'nobody.example:3000' },
    });
    expect(res.statusCode).toBe(404);
    expect(Problem.parse(res.json())).toMatchObject({
      code: 'VENDOR_NOT_FOUND',
      message: 'فروشگاه یافت نشد.',
    });
  });

  it('hides an unexpected failure behind 500 OPERATION_FAILED', async () => {
    const failing = new Proxy(gateway.platform.readSide, {
      get: (target, key) =>
        key === 'menu'
          ? () => Promise.reject(new Error('disk on fire'))
          : Reflect.get(target, key, target),
    });
    const logger = pino({ level: 'silent' });
    const app = await buildApp(
      { ...gateway.platform, readSide: failing },
      { logger, webDir: gateway.dataDir },
    );
    const res = await app.inject('/api-catalog/catalog/menucategories/all');
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'OPERATION_FAILED', message: 'خطا در انجام عملیات' });
    expect(res.body).not.toContain('disk on fire');
  });
});

describe('vendors and menu', () => {
  it('tells the web apps which vendor a domain is', async () => {
    const res = await gateway.app.inject('/api-identity/vendors/byhost/LOCALHOST');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'vendor-demo-sofre',
      name: 'رستوران سفره',
      currencyUnit: 'TOMAN',
      pricing: { taxPercent: 10, serviceChargePercent: 0, serviceFee: { type: 'MONEY', value: 0 } },
      preparationTime: 20,
    });
    const unknown = await gateway.app.inject('/api-identity/vendors/byhost/nobody.example');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'VENDOR_NOT_FOUND' });
  });

  it('serves the menu with categories, items and topping choices', async () => {
    const res = await gateway.app.inject('/api-catalog/catalog/menucategories/all');
    expect(res.statusCode).toBe(200);
    const menu = res.json() as {
      title: string;
      items: { id: string; price: number; toppingCategories: { minChoices: number }[] }[];
    }[];
    expect(menu.map((c) => c.title)).toEqual([
      'پیش‌غذا',
      'کباب',
      'خورش',
      'پلو',
      'پیتزا',
      'نوشیدنی',
      'دسر',
    ]);
    const items = menu.flatMap((c) => c.items);
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(items.find((i) => i.id === 'item-kabab-koobideh')?.price).toBe(3_500_000);
    const pizza = items.find((i) => i.id === 'item-pizza-special');
    expect(pizza?.toppingCategories.map((t) => t.minChoices)).toEqual([1, 0, 0]);
  });
});

describe('docs and web apps', () => {
  it('publishes the OpenAPI document at /docs', async () => {
    const doc = (await gateway.app.inject('/docs/json')).json() as {
      paths: Record<string, object>;
    };
    // Every order route of routes.txt, with its methods (issue "Orders, complete").
    const orderRoutes: [string, string][] = [
      ['/api/orders', 'get'],
      ['/api/orders', 'post'],
      ['/api/orders', 'patch'],
      ['/api/orders/quick', 'post'],
      ['/api/orders/state', 'patch'],
      ['/api/orders/{id}', 'get'],
      ['/api/orders/{id}/transactions', 'get'],
      ['/api/orders/callforreadyorder/{id}', 'put'],
      ['/api/orders/changetable', 'put'],
      ['/api/orders/editpostpaid', 'put'],
      ['/api/orders/kiosk', 'post'],
      ['/api/orders/me', 'get'],
      ['/api/orders/notification/ready', 'post'],
      ['/api/orders/postpaid', 'post'],
      ['/api/orders/refund', 'put'],
      ['/api/payments/manualpaybypos', 'post'],
    ];
    for (const [path, method] of orderRoutes)
      expect(doc.paths[path], `${method} ${path}`).toHaveProperty(method);
    expect((await gateway.app.inject('/docs')).statusCode).toBeLessThan(400);
  });

  it('answers a deep link of a built app with its index.html', async () => {
    for (const url of ['/bo', '/bo/', '/bo/orders/123']) {
      const res = await gateway.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>POS</title>');
    }
    expect((await gateway.app.inject('/bo/assets/missing.js')).statusCode).toBe(404);
  });

  it('says how to build an app that is not built', async () => {
    const res = await gateway.app.inject('/kds/board');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('npm run build:web');
  });
});
