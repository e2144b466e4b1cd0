// Enumerations of the product spec §3, as zod enums so requests, events and UI share them.
import { z } from 'zod';

export const OrderStatus = z.enum([
  'SUBMITTED', // awaiting payment
  'PAID',
  'CONFIRMED',
  'READYTOSERVE',
  'READYTOPICKUP',
  'READYTOSHIPMENT',
  'DELIVERING',
  'DELIVERED',
  'NEEDFORCALL',
  'REJECTED',
  'FINISHED',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Where an order came from; the same list is the menu's sell channels. */
export const OrderSource = z.enum(['WEBSITE', 'QR', 'SALON', 'SNAPPFOOD', 'KIOSK']);
export type OrderSource = z.infer<typeof OrderSource>;

/** SERVE = eaten in the salon, PICKUP = customer collects, DELIVER = courier, ZFEXPRESS = marketplace express courier. */
export const DeliveryType = z.enum(['DELIVER', 'PICKUP', 'SERVE', 'ZFEXPRESS']);
export type DeliveryType = z.infer<typeof DeliveryType>;

export const PaymentMethod = z.enum([
  'CARD',
  'CASH',
  'ONLINE',
  'UNPAID',
  'FOODRO',
  'CREDIT',
  'MULTI',
]);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentGateway = z.enum([
  'ZARIN_PAL',
  'VANDAR',
  'JIBIT',
  'SNAPP_PAY_DIRECTDEBIT',
  'SNAPP_PAY_POSTPAID',
  'SNAPP_FOOD_WALLET',
  'POS',
  'NONE',
  'KIOSK',
]);
export type PaymentGateway = z.infer<typeof PaymentGateway>;

export const CourierProvider = z.enum(['MIARE', 'SNAPP_BOX', 'OWN_FLEET', 'ZFEXPRESS', 'BORDAR']);
export type CourierProvider = z.infer<typeof CourierProvider>;

/** Statuses a courier provider reports for a delivery (their vocabulary, not ours). */
export const CourierDeliveryStatus = z.enum([
  'REQUESTED',
  'ACCEPTED',
  'ASSIGNED',
  'ATRESTAURANT',
  'PICKED_UP',
  'DELIVERED',
  'CANCELED_BY_PROVIDER',
  'CANCELED_BY_US',
  'TIMED_OUT',
  'ACK',
]);
export type CourierDeliveryStatus = z.infer<typeof CourierDeliveryStatus>;

export const TripStatus = z.enum([
  'INITIATED',
  'TRIPREQUESTED',
  'BIKERASSIGNED',
  'BIKERACCEPTED',
  'ATSOURCE',
  'PICKEDUP',
  'ATDESTINATION',
  'DELIVERED',
  'CANCELED',
  'TIMEOUT',
  'INTERRUPTED',
  'BATCHASSIGNED',
]);
export type TripStatus = z.infer<typeof TripStatus>;

export const TransactionStatus = z.enum(['INIT', 'PENDING', 'FAILED', 'DONE']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

export const DiscountType = z.enum(['PERCENTAGE', 'MONEY']);
export type DiscountType = z.infer<typeof DiscountType>;

export const DiscountCodeType = z.enum(['FREEITEM', 'PERCENTAGE', 'FREESHIPPING', 'MONEY']);
export type DiscountCodeType = z.infer<typeof DiscountCodeType>;

export const ActorKind = z.enum(['CUSTOMER', 'STAFF', 'SYSTEM']);
export type ActorKind = z.infer<typeof ActorKind>;
