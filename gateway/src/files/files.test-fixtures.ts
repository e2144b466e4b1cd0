// Images for upload tests, sent the way a browser's form sends them (multipart, field `file`).
import type { TestGateway } from '../testing/test-gateway.ts';

// A real 1×1 PNG (red pixel).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export function multipart(content: Buffer, filename: string, field = 'file', type = 'image/png') {
  const boundary = '----sofre-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api-identity/files with the image as `headers` (token, vendor domain) say. */
export const uploadImage = (
  gw: TestGateway,
  headers: Record<string, string>,
  body: ReturnType<typeof multipart> = multipart(PNG, 'logo.png'),
) =>
  gw.app.inject({
    method: 'POST',
    url: '/api-identity/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
