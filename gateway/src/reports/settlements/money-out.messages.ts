// What the money-out report routes say to a user (STYLE §15), beyond the gateway's own messages.
export const moneyOutMessages = {
  /** vendorIds named a vendor that is not the request's own. */
  foreignVendor: 'گزارش فقط برای فروشگاه خود شما در دسترس است.',
} as const;
