// Image upload through the real gateway: a real PNG (and WebP, JPEG) is stored and served back
// publicly with its type and a long cache; a text file named .png, a file over 2 MiB, a request
// without a file are refused with a Persian problem and store nothing; only menu.manage or
// vendor.manage uploads.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone } from '../auth/auth.test-fixtures.ts';
import { staffClient } from '../staff/staff.test-fixtures.ts';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { multipart, PNG, uploadImage } from './files.test-fixtures.ts';

const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(20),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40)]);

let gw: TestGateway;
let filesDir: string;
beforeAll(async () => {
  gw = await startTestGateway();
  filesDir = join(gw.dataDir, 'files', 'vendor-demo-sofre');
}, 30_000);
afterAll(() => gw.close());

const upload = (body: ReturnType<typeof multipart>, auth: Record<string, string> = gw.asOwner) =>
  uploadImage(gw, auth, body);
const stored = () => (existsSync(filesDir) ? readdirSync(filesDir) : []);

describe('POST /api-identity/files', () => {
  it('stores a real PNG under its hash and serves it back publicly with a long cache', async () => {
    const res = await upload(multipart(PNG, 'kabab.png'));
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/files\/vendor-demo-sofre\/[0-9a-f]{64}\.png$/);
    expect(stored()).toEqual([url.split('/').pop()]);

    const served = await gw.app.inject({ url, headers: { 'x-vendor-domain': 'nobody.example' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // The same image again is the same file.
    const again = await upload(multipart(PNG, 'other-name.png'));
    expect(again.json<{ url: string }>().url).toBe(url);
    expect(stored()).toHaveLength(1);
  });

  it('tells the type by content, not by name: WebP and JPEG are kept as such', async () => {
    const webp = await upload(multipart(WEBP, 'photo.png'));
    expect(webp.json<{ url: string }>().url).toMatch(/\.webp$/);
    const jpeg = await upload(multipart(JPEG, 'photo', 'file', 'application/octet-stream'));
    expect(jpeg.json<{ url: string }>().url).toMatch(/\.jpg$/);
    const served = await gw.app.inject(jpeg.json<{ url: string }>().url);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a text file named .png, a file over 2 MiB and a request without a file', async () => {
    const before = stored();
    const text = await upload(multipart(Buffer.from('not an image at all'), 'evil.png'));
    expect(text.statusCode).toBe(400);
    expect(text.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(stored()).toEqual(before);
    expect(text.json()).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'فقط تصویر با قالب JPEG، PNG یا WebP پذیرفته می‌شود.',
      errors: [{ field: 'file', code: 'FILE_TYPE_NOT_ALLOWED' }],
    });

    // Just under the limit is fine (far above the JSON routes' 256 KiB body limit).
    const nearLimit = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await upload(multipart(nearLimit, 'near.png'))).statusCode).toBe(201);
    const kept = stored();

    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(multipart(big, 'big.png'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'حجم تصویر نباید بیشتر از ۲ مگابایت باشد.',
    });

    const wrongField = await upload(multipart(PNG, 'kabab.png', 'picture'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'FILE_REQUIRED' });
    const json = await gw.app.inject({
      method: 'POST',
      url: '/api-identity/files',
      headers: gw.asOwner,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'FILE_REQUIRED' });
    expect(stored()).toEqual(kept);
  });

  it('only menu.manage (menu pictures) or vendor.manage (the logo) uploads', async () => {
    const before = stored();
    const kitchen = { authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}` };
    expect((await upload(multipart(PNG, 'k.png'), kitchen)).statusCode).toBe(403);
    expect((await upload(multipart(PNG, 'k.png'), {})).statusCode).toBe(401);
    expect(stored()).toEqual(before);

    // A role that may change the vendor's settings and nothing of the menu.
    const c = await staffClient(gw);
    const role = await c.call('POST', '/permissions', c.owner, {
      name: 'تنظیمات',
      permissions: ['vendor.manage'],
    });
    const phoneNumber = freshPhone();
    const member = { phoneNumber, roleIds: [role.json<{ id: string }>().id] };
    const added = await c.call('POST', '/users/addstaff', c.owner, {
      ...member,
      ...{ firstName: 'مینا', lastName: 'راد' },
    });
    expect(added.statusCode).toBe(201);
    const settings = { authorization: `Bearer ${await c.tokenOf(phoneNumber)}` };
    expect((await upload(multipart(PNG, 'logo.png'), settings)).statusCode).toBe(201);
  });
});

describe('GET /files/…', () => {
  it('answers 404 problem for a missing file or a name that is not a stored file', async () => {
    const missing = await gw.app.inject(`/files/vendor-demo-sofre/${'0'.repeat(64)}.png`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'FILE_NOT_FOUND', message: 'فایل یافت نشد.' });
    for (const url of [
      '/files/vendor-demo-sofre/..%2F..%2Fauth-secret',
      '/files/..%2F..%2F/x.png',
      '/files/vendor-demo-sofre/evil.txt',
    ]) {
      expect((await gw.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});
