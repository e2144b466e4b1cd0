// The two faces of the delivery-zone records (routes.txt): the back office's identity service and
// the delivery service. Both read and write the same `delivery-zone` records kind.
export const IDENTITY_ZONES = '/api-identity/deliveryzones';
export const DELIVERY_ZONES = '/api-delivery/v1/delivery-zones';
