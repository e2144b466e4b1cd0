// npx tsx gateway/src/upgrade/write-previous-build.ts — on the checkout of the build an upgrade
// starts from: a data folder with a day of orders, and what that build answered about them.
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tehranDay } from '@sofre/engine';
import { startTestGateway } from '../testing/test-gateway.ts';
import {
  answersOf,
  PREVIOUS_BUILD_DIR,
  takeADayOfOrders,
  urlsToCompare,
  type PreviousAnswers,
} from './previous-build.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sofre-previous-build-'));
const gw = await startTestGateway({ dataDir });
const orderIds = await takeADayOfOrders(gw);
const now = gw.clock();
const from = tehranDay(now);
const to = tehranDay(new Date(now.getTime() + 86_400_000));
const answers = await answersOf(gw, urlsToCompare(from, to, orderIds));
// Closed without close(), which would remove the data folder.
await gw.app.close();
await gw.platform.close();

const target = fileURLToPath(PREVIOUS_BUILD_DIR);
rmSync(target, { recursive: true, force: true });
cpSync(dataDir, target, {
  recursive: true,
  // The stub POS page is made again by every test gateway.
  filter: (source) => !source.includes(`${join(dataDir, 'web')}`),
});
rmSync(dataDir, { recursive: true, force: true });
const commit = execSync('git rev-parse --short HEAD').toString().trim();
const previous: PreviousAnswers = { commit, from, to, orderIds, answers };
writeFileSync(join(target, 'answers.json'), `${JSON.stringify(previous, null, 1)}\n`);
console.log(`written ${target} (build ${commit}, ${orderIds.length} orders on ${from})`);
