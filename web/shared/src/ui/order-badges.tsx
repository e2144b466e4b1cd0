// Badges for an order's source, delivery type and status, with the shared Persian labels.
import { Badge, type BadgeProps } from '@mantine/core';
import type { DeliveryType, OrderSource, OrderStatus } from '@sofre/engine';
import {
  deliveryTypeLabels,
  orderSourceLabels,
  orderStatusColors,
  orderStatusLabels,
} from '../messages/shared.messages.ts';

type Size = Pick<BadgeProps, 'size'>;

const sourceColors: Record<OrderSource, string> = {
  WEBSITE: 'indigo',
  QR: 'grape',
  SALON: 'sofre',
  SNAPPFOOD: 'pink',
  KIOSK: 'orange',
};

export const SourceBadge = ({ source, size }: { source: OrderSource } & Size) => (
  <Badge color={sourceColors[source]} variant="light" size={size} data-source={source}>
    {orderSourceLabels[source]}
  </Badge>
);

export const DeliveryBadge = ({ deliveryType, size }: { deliveryType: DeliveryType } & Size) => (
  <Badge color="gray" variant="outline" size={size} data-delivery={deliveryType}>
    {deliveryTypeLabels[deliveryType]}
  </Badge>
);

export const StatusBadge = ({ status, size }: { status: OrderStatus } & Size) => (
  <Badge color={orderStatusColors[status]} variant="filled" size={size} data-status={status}>
    {orderStatusLabels[status]}
  </Badge>
);
