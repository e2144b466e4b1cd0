// npm run bench:report-answers -- <data dir> <out.json> [other.json]: what every report route
// answers over one of the bench's generated histories (npm run bench:reports writes them, e.g.
// /tmp/sofre-bench-reports/30000-orders), from a gateway of this
// checkout started on a copy of its log (the read models rebuilt at start). Run it on two
// checkouts and give the first one's file as the third argument: it names the answers that differ
// (issue 31: report totals equal before and after the order documents).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { demoOwnerToken } from '../demo-login.ts';
import { VENDOR_HEADERS } from '../order-request.ts';
import { startGateway } from '../processes.ts';
import { seededBefore } from '../seed/seed-data-dir.ts';

const [source, out, other] = process.argv.slice(2);
const seeded = source ? seededBefore(source) : undefined;
if (!source || !out || !seeded) {
  console.error(
    'usage: report-answers <data dir of npm run bench:reports> <out.json> [other.json]',
  );
  process.exit(2);
}
const { firstDay, lastDay, vendorId } = seeded;
const period = (from: string, to: string) => `FromDate=${from}&ToDate=${to}`;
// The whole year, and three days of it.
const periods = [
  period(firstDay, lastDay),
  ...[firstDay, '2026-05-15', lastDay].map((d) => period(d, d)),
];
const reports = [
  'orderstatistics/daily',
  'orderstatistics/perhour',
  'orderitemsales',
  'productsreport',
  'mostsailed/daily',
  'mostsailed/hourly',
  'mostsailed/topping',
  'cancelledorder',
  'cancelledorderstatistics',
  'stafforders',
  'diningtableorders',
  'orderdelivery',
  'kitchens',
  'orderpaid',
  'ordersunpaid',
  'postransactions',
  'marketplacestatistics',
  'marketplacediscount',
];
const urls = [
  ...periods.flatMap((p) => reports.map((r) => `/api/reports/${r}?${p}`)),
  ...periods.map((p) => `/api/orders/getvendorbrandpaymentmethodsalesreport?${p}`),
  `/SyncOrders/OrderReport/${vendorId}?from=${firstDay}&to=${lastDay}`,
  `/SyncOrders/ItemsReport/${vendorId}?from=${firstDay}&to=${lastDay}`,
  `/api-identity/customers/report?${period(firstDay, lastDay)}`,
  ...periods.flatMap((p) => [
    `/api/bikers/bikerreport?${p}`,
    `/api/bikers/pagingreport?${p}&PageSize=100`,
  ]),
];

const dataDir = mkdtempSync(join(tmpdir(), 'sofre-report-answers-'));
cpSync(join(source, 'events.sqlite'), join(dataDir, 'events.sqlite'));
const gateway = await startGateway({
  DATA_DIR: dataDir,
  STORE: 'sqlite',
  DEMO: 'on',
  DEMO_ORDERS: 'off',
  PRINTING: 'off',
  PRINTER_SANDBOX: 'off',
});
const answers: Record<string, unknown> = {};
try {
  const headers = {
    ...VENDOR_HEADERS,
    authorization: `Bearer ${await demoOwnerToken(gateway.url)}`,
  };
  const get = async (url: string) => {
    const res = await fetch(gateway.url + url, { headers });
    return { status: res.status, body: await res.json() };
  };
  // The reports' lane rebuilds from the log at start: the year is all in once its totals stand
  // still between two looks.
  const totals = `/SyncOrders/OrderReport/${vendorId}?from=${firstDay}&to=${lastDay}`;
  let seen = '';
  for (let look = 0; look < 120; look++) {
    const now = JSON.stringify((await get(totals)).body);
    if (now === seen) break;
    seen = now;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  for (const url of urls) answers[url] = await get(url);
  // Settlements: the year's weeks, and every page of each week's orders.
  const weeksUrl = `/api/settlements?${period(firstDay, lastDay)}&PageSize=100`;
  const weeks = await get(weeksUrl);
  answers[weeksUrl] = weeks;
  urls.push(weeksUrl);
  const weekIds = ((weeks.body as { data?: { settlementId: string }[] }).data ?? []).map(
    (w) => w.settlementId,
  );
  for (const id of weekIds) {
    for (let pageNumber = 1; ; pageNumber++) {
      const url = `/api/settlements/info?SettlementId=${id}&PageNumber=${pageNumber}&PageSize=100`;
      const page = await get(url);
      answers[url] = page;
      urls.push(url);
      const { totalCount = 0 } = page.body as { totalCount?: number };
      if (pageNumber * 100 >= totalCount) break;
    }
  }
} finally {
  await gateway.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
writeFileSync(out, `${JSON.stringify(answers, null, 1)}\n`);
console.log(`${urls.length} answers written to ${out}`);
if (other && existsSync(other)) {
  const before = JSON.parse(readFileSync(other, 'utf8')) as Record<string, unknown>;
  // Both runs' questions: one the other run asked and this one did not (a page gone) differs too.
  const asked = [...new Set([...Object.keys(before), ...urls])];
  const differ = asked.filter((url) => !isDeepStrictEqual(before[url], answers[url]));
  console.log(`${asked.length - differ.length} equal to ${other}, ${differ.length} differ`);
  for (const url of differ) console.log(`  differs: ${url}`);
  process.exitCode = differ.length ? 1 : 0;
}
