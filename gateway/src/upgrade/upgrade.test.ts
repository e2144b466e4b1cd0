// Upgrade in place (issue 31): a data folder an earlier build wrote opens with this one. Read
// models whose version changed, and new ones, are rebuilt from the log at start; the reports, the
// order screens and the customers then answer what the earlier build answered.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, takeOrder, type TestGateway } from '../testing/test-gateway.ts';
import {
  answersOf,
  PREVIOUS_BUILD_DIR,
  urlsToCompare,
  type PreviousAnswers,
} from './previous-build.ts';

const source = fileURLToPath(PREVIOUS_BUILD_DIR);
const previous = JSON.parse(readFileSync(join(source, 'answers.json'), 'utf8')) as PreviousAnswers;

let gw: TestGateway;
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sofre-upgrade-'));
  cpSync(source, dataDir, { recursive: true });
  gw = await startTestGateway({ dataDir });
  const last = (await gw.platform.store.readAll(undefined, 100_000)).at(-1)?.position ?? '';
  expect(await gw.platform.readSide.waitFor(last, 30_000)).toBe(true);
}, 60_000);
afterAll(() => gw?.close());

describe(`a data folder written by build ${previous.commit}`, () => {
  const urls = urlsToCompare(previous.from, previous.to, previous.orderIds);

  it('answers every report, order screen and customer list as that build did', async () => {
    const answers = await answersOf(gw, urls);
    for (const url of urls) expect(answers[url], url).toEqual(previous.answers[url]);
  });

  it('keeps taking orders on the upgraded data', async () => {
    const { id } = await takeOrder(gw);
    const res = await gw.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: gw.asOwner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId: id, status: 'CONFIRMED' });
  });
});
