// A vendor's customers as the gateway asks for them. Every query filters on the vendor, so
// another vendor's customers do not exist here. Searching reads the vendor's customer rows and
// matches in memory (customer-search.ts): a restaurant has thousands of customers, not millions;
// an unfiltered page is one indexed query.
import type {
  CustomerOrderStats,
  CustomerPage,
  CustomerReportRow,
  CustomerView,
} from '@sofre/engine/contracts';
import { PROJECTION } from '../all.projections.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { customerMatcher } from './customer-search.ts';
import { reportOf, statsOf } from './customer-stats.ts';
import { findOrderDocuments } from '../orders/order-documents.read.ts';
import { creditDueOf, customerOrderOf, type CustomerOrderRow } from './customer-order.view.ts';
import {
  customerAddressKey,
  customerKey,
  customerPhoneKey,
  customerView,
  type CustomerPointerRow,
  type CustomerRow,
} from './customer.view.ts';
import { reportWindow, type ReportRange } from './report-range.ts';

/** Far more than a restaurant has; a search or report reads this many at most. */
const MAX_ROWS = 50_000;
const BATCH = 1_000;

export interface CustomerPageRequest {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly search?: string;
}

export interface CustomerQueries {
  /** Newest first; `search` matches a part of the name or the phone. */
  customerPage(vendorId: string, request: CustomerPageRequest): Promise<CustomerPage>;
  /** Up to `limit` customers matching `search` (the POS's lookup), newest first. */
  searchCustomers(vendorId: string, search: string, limit: number): Promise<CustomerView[]>;
  customerById(vendorId: string, customerId: string): Promise<CustomerView | undefined>;
  /** The vendor's customer with this phone (09XXXXXXXXX). */
  customerByPhone(vendorId: string, phone: string): Promise<CustomerView | undefined>;
  /** The customer one of whose addresses this is. */
  customerByAddress(vendorId: string, addressId: string): Promise<CustomerView | undefined>;
  /** Every order of the phone, ever. */
  customerOrderStats(vendorId: string, phone: string): Promise<CustomerOrderStats>;
  /** What the phone owes on its CREDIT orders, and how many are open. */
  customerCredit(
    vendorId: string,
    phone: string,
  ): Promise<{ readonly creditDue: number; readonly openCreditOrders: number }>;
  /** Everyone who bought in the range (Tehran days, both ends included), biggest spender first. */
  customersReport(vendorId: string, range: ReportRange): Promise<CustomerReportRow[]>;
}

export function createCustomerQueries(readModels: ReadModelStore): CustomerQueries {
  const customers = PROJECTION.customers;
  const rowOf = async <T>(id: string, vendorId: string) =>
    (await readModels.getRow(customers, id, vendorId))?.doc as T | undefined;
  const byPointer = async (key: string, vendorId: string) => {
    const pointer = await rowOf<CustomerPointerRow>(key, vendorId);
    return pointer && queries.customerById(vendorId, pointer.customerId);
  };
  const allCustomers = async (vendorId: string) => {
    const query = { projection: customers, vendorId, kind: ['CUSTOMER'] } as const;
    const { rows } = await readModels.findRows({ ...query, order: 'sortAt desc', limit: MAX_ROWS });
    return rows.map((r) => r.doc as CustomerRow);
  };
  const ordersOf = async (
    vendorId: string,
    filter: { phone?: string; from?: string; to?: string },
  ) => {
    const orders: CustomerOrderRow[] = [];
    // Every order of the range when no phone is given: those without a customer drop out, a
    // batch at a time; the bound is on the customers' orders kept.
    for (let offset = 0; orders.length < MAX_ROWS; offset += BATCH) {
      const { docs } = await findOrderDocuments(readModels, {
        vendorId,
        phone: filter.phone,
        sortFrom: filter.from,
        sortTo: filter.to,
        order: 'sortAt asc',
        limit: BATCH,
        offset,
      });
      for (const doc of docs) {
        const order = customerOrderOf(doc);
        if (order) orders.push(order);
      }
      if (docs.length < BATCH) break;
    }
    return orders;
  };
  const queries: CustomerQueries = {
    async customerPage(vendorId, { pageNumber, pageSize, search }) {
      const matches = customerMatcher(search);
      const page = { pageNumber, pageSize };
      if (!matches) {
        const { rows, total } = await readModels.findRows({
          projection: customers,
          vendorId,
          kind: ['CUSTOMER'],
          order: 'sortAt desc',
          limit: pageSize,
          offset: (pageNumber - 1) * pageSize,
        });
        const data = rows.map((r) => customerView(r.doc as CustomerRow));
        return { ...page, data, totalCount: total };
      }
      const hits = (await allCustomers(vendorId)).filter(matches);
      const start = (pageNumber - 1) * pageSize;
      const data = hits.slice(start, start + pageSize).map(customerView);
      return { ...page, data, totalCount: hits.length };
    },
    async searchCustomers(vendorId, search, limit) {
      const matches = customerMatcher(search);
      if (!matches) return [];
      return (await allCustomers(vendorId)).filter(matches).slice(0, limit).map(customerView);
    },
    async customerById(vendorId, customerId) {
      const row = await rowOf<CustomerRow>(customerKey(vendorId, customerId), vendorId);
      return row && customerView(row);
    },
    customerByPhone: (vendorId, phone) => byPointer(customerPhoneKey(vendorId, phone), vendorId),
    customerByAddress: (vendorId, addressId) =>
      byPointer(customerAddressKey(vendorId, addressId), vendorId),
    async customerOrderStats(vendorId, phone) {
      return statsOf(await ordersOf(vendorId, { phone }));
    },
    async customerCredit(vendorId, phone) {
      const dues = (await ordersOf(vendorId, { phone })).map(creditDueOf);
      return {
        creditDue: dues.reduce((sum, d) => sum + d, 0),
        openCreditOrders: dues.filter((d) => d > 0).length,
      };
    },
    async customersReport(vendorId, range) {
      const window = reportWindow(range);
      const [orders, people] = await Promise.all([
        ordersOf(vendorId, { from: window.sortFrom, to: window.sortTo }),
        allCustomers(vendorId),
      ]);
      const inRange = orders.filter((o) => window.includes(o.submittedAt));
      return reportOf(inRange, new Map(people.map((c) => [c.phoneNumber, c])));
    },
  };
  return queries;
}
