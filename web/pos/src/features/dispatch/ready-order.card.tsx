// One courier order ready to ship: who and where (the address and its delivery zone), how long it
// has waited, and how to send it —
// one of the free bikers of the restaurant («پیک رستوران»), or a courier provider by its logo.
import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import type { CourierProvider } from '@sofre/engine';
import type { BikerView, DeliveryOrderView } from '@sofre/engine/contracts';
import { formatMoney, formatNumber, formatRelativeAge, toPersianDigits } from '@sofre/web-shared';
import { useState } from 'react';
import type { CourierChoice } from './dispatch.api.ts';
import { dispatchMessages as text } from './dispatch.messages.ts';
import { ProviderLogo } from './provider-logo.tsx';

const PROVIDERS = ['MIARE', 'SNAPP_BOX', 'ZFEXPRESS', 'BORDAR'] as const satisfies readonly Exclude<
  CourierProvider,
  'OWN_FLEET'
>[];

export interface ReadyOrderCardProps {
  readonly order: DeliveryOrderView;
  readonly freeBikers: readonly BikerView[];
  readonly now: Date;
  readonly busy: boolean;
  readonly onSend: (choice: CourierChoice) => void;
}

export function ReadyOrderCard({ order, freeBikers, now, busy, onSend }: ReadyOrderCardProps) {
  const [bikerId, setBikerId] = useState<string | null>(null);
  const chosen = freeBikers.some((b) => b.id === bikerId) ? bikerId : null;
  const number = order.number === undefined ? '' : formatNumber(order.number);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="dispatch-order"
      data-order={order.orderId}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{text.order(number)}</Text>
          <Text size="xs" c="dimmed">
            {text.waiting(formatRelativeAge(order.updatedAt, now))}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            {order.customerName ?? '—'}
            {order.customerPhone && ` · ${toPersianDigits(order.customerPhone)}`}
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(order.finalPrice)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" lineClamp={1} data-testid="dispatch-address">
            {order.address
              ? `${order.address.title} — ${toPersianDigits(order.address.text)}`
              : text.noAddress}
          </Text>
          {order.address && (
            <Badge
              variant="outline"
              color={order.zone ? 'gray' : 'orange'}
              style={{ flexShrink: 0 }}
              data-testid="dispatch-zone"
            >
              {order.zone ? text.zone(order.zone.name) : text.noZone}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <Select
            size="xs"
            flex={1}
            label={
              <Group gap={4}>
                <ProviderLogo provider="OWN_FLEET" size={16} />
                {text.providers.OWN_FLEET}
              </Group>
            }
            placeholder={freeBikers.length ? text.chooseCourier : text.noFreeCourier}
            data={freeBikers.map((b) => ({ value: b.id, label: b.name }))}
            value={chosen}
            onChange={setBikerId}
            disabled={freeBikers.length === 0}
            comboboxProps={{ withinPortal: true }}
            data-testid="dispatch-biker"
          />
          <Button
            size="xs"
            disabled={!chosen}
            loading={busy}
            onClick={() => chosen && onSend({ provider: 'OWN_FLEET', bikerId: chosen })}
            data-testid="dispatch-assign"
          >
            {text.assign}
          </Button>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {text.orProvider}
          </Text>
          {PROVIDERS.map((provider) => (
            <Button
              key={provider}
              size="compact-xs"
              variant="default"
              leftSection={<ProviderLogo provider={provider} size={16} />}
              disabled={busy}
              onClick={() => onSend({ provider })}
              data-testid={`dispatch-provider-${provider}`}
            >
              {text.providers[provider]}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
