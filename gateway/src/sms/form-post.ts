// One form-encoded POST over node:http(s). Not fetch: the Fetch standard turns any 407 answer
// into a network error, and Kavenegar answers 407 for "access denied" — with fetch that refusal
// would look like an outage and be retried.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface HttpAnswer {
  readonly status: number;
  readonly body: string;
}

export type PostForm = (
  url: URL,
  form: URLSearchParams,
  signal: AbortSignal,
) => Promise<HttpAnswer>;

/** A provider's answer is a small JSON envelope; anything bigger is not one. */
const MAX_BODY = 256 * 1024;

export const postForm: PostForm = (url, form, signal) =>
  new Promise((resolve, reject) => {
    const body = Buffer.from(form.toString(), 'utf8');
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = {
      'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
      'content-length': body.length,
      accept: 'application/json',
    };
    const req = send(url, { method: 'POST', headers, signal }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.length > MAX_BODY) res.destroy(new Error('answer too large'));
      });
      res.on('error', reject);
      res.on('close', () => {
        if (res.complete) resolve({ status: res.statusCode ?? 0, body: text });
        else reject(new Error('answer cut short'));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
