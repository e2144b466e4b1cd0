// The courier's phone and what follows it (issue 14): the position a biker shares while on a trip
// (PATCH /api/bikers/location), the courier as the customer's tracker shows it (GET
// /api/bikers/tracking/{orderId}), and the bikers' reports per Tehran day (GET
// /api/bikers/bikerreport, pagingreport and its Excel). Amounts are integer Rial.
import { z } from 'zod';
import { CourierProvider, TripStatus } from '../shared/enums.ts';
import { DEFAULT_PAGE_SIZE, pageOf } from './paging.contract.ts';
import { ReportPeriodQuery } from './reports.contract.ts';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** PATCH /api/bikers/location: the phone's reading (navigator.geolocation). */
export const ShareLocationRequest = z.object({
  latitude,
  longitude,
  /** The phone's estimate of its error, metres. */
  accuracy: z.number().nonnegative().max(100_000).optional(),
});
export type ShareLocationRequest = z.infer<typeof ShareLocationRequest>;

export const ShareLocationAnswer = z.object({
  /** False when the reading came too soon after the last one and was dropped. */
  recorded: z.boolean(),
  position: z.string(),
});
export type ShareLocationAnswer = z.infer<typeof ShareLocationAnswer>;

export const TrackingParams = z.object({ orderId: z.string().trim().min(1).max(64) });

/** The courier of an order as its customer follows them: the trip's status and, if shared, where. */
export const CourierTrackerView = z.object({
  orderId: z.string(),
  tripId: z.string(),
  provider: CourierProvider,
  status: TripStatus,
  courier: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /** The courier's last shared position; null until the courier app shares one. */
  location: z
    .object({ latitude, longitude, accuracy: z.number().nullable(), at: z.string() })
    .nullable(),
  /** Where the food goes. */
  destination: z.object({ latitude, longitude }),
  updatedAt: z.string(),
  position: z.string(),
});
export type CourierTrackerView = z.infer<typeof CourierTrackerView>;
/** GET /api/bikers/tracking/{orderId}: the order's courier, or null while it has none yet. */
export const CourierTrackingAnswer = CourierTrackerView.nullable();

const count = z.number().int();

/** What a biker did over a period (or one day). */
export const BikerFigures = z.object({
  /** Trips given to the biker. */
  trips: count,
  delivered: count,
  /** Trips that ended canceled or interrupted. */
  cancelled: count,
  /** Delivery costs of the orders delivered, Rial. */
  deliveryFees: count,
  /** Minutes from taking a trip to its end, summed over the trips ended. */
  minutes: count,
  /** minutes / trips ended, rounded. */
  averageMinutes: count,
});
export type BikerFigures = z.infer<typeof BikerFigures>;

export const BikerReportQuery = ReportPeriodQuery.extend({
  BikerId: z.string().trim().min(1).max(64).optional(),
});
export type BikerReportQuery = z.output<typeof BikerReportQuery>;

export const BikerReportRow = BikerFigures.extend({
  bikerId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
});
export type BikerReportRow = z.infer<typeof BikerReportRow>;

/** GET /api/bikers/bikerreport: each biker over the period, most delivered first. */
export const BikerReport = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  summary: BikerFigures,
  data: z.array(BikerReportRow),
});
export type BikerReport = z.infer<typeof BikerReport>;

export const BikerPagingQuery = BikerReportQuery.extend({
  PageNumber: z.coerce.number().int().positive().default(1),
  PageSize: z.coerce.number().int().positive().max(100).default(DEFAULT_PAGE_SIZE),
});
export type BikerPagingQuery = z.output<typeof BikerPagingQuery>;

/** One biker's Tehran day. */
export const BikerDayRow = BikerReportRow.extend({ day: z.string() });
export type BikerDayRow = z.infer<typeof BikerDayRow>;

/** GET /api/bikers/pagingreport: biker days, newest day first, a page at a time. */
export const BikerDayPage = pageOf(BikerDayRow);
export type BikerDayPage = z.infer<typeof BikerDayPage>;
