// k6 run load-tests/k6/submit-order.js -e BASE_URL=http://localhost:3000 -e TOKEN=<bearer token>
// (a staff token with orders.take: log in through /api-identity/identity/auth/login + verify;
// with the sandbox SMS the code is at /sandbox/sms/outbox?to=<phone>).
// The order-submission scenario of `npm run bench:orders`, for machines that have k6 (a Go
// binary; the npm "k6" package is an empty placeholder, so it does not install here).
import http from 'k6/http';
import { check } from 'k6';
import { uuidv4 } from 'https://jslib.k6.io/k6-utils/1.4.0/index.js';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
const headers = {
  authorization: `Bearer ${__ENV.TOKEN}`,
  'content-type': 'application/json',
  'x-vendor-domain': __ENV.VENDOR_DOMAIN || 'localhost',
};

/** An order id as the POS makes it (web/shared new-id.ts): UUID version 7, its millisecond first. */
function uuidv7() {
  const hex = Date.now().toString(16).padStart(12, '0') + uuidv4().replace(/-/g, '').slice(12);
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export const options = {
  scenarios: {
    submit: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 50),
      duration: __ENV.DURATION || '30s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.001'],
    http_req_duration: ['p(99)<20'],
  },
};

export function setup() {
  const menu = http.get(`${BASE_URL}/api-catalog/catalog/menucategories/all`, { headers }).json();
  const plain = menu
    .flatMap((c) => c.items)
    .filter((i) => i.available && i.active && i.toppingCategories.every((t) => t.minChoices === 0));
  return {
    lines: [
      { menuItemId: plain[0].id, count: 2 },
      { menuItemId: plain[1].id, count: 1 },
    ],
  };
}

export default function (data) {
  const body = JSON.stringify({
    id: uuidv7(),
    tableNumber: '12',
    numberOfCustomers: 2,
    lines: data.lines,
  });
  const response = http.post(`${BASE_URL}/api/orders`, body, { headers });
  check(response, { 'order accepted': (r) => r.status === 200 || r.status === 201 });
}
