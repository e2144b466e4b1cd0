// The filter bar over the order list: statuses (several), source, delivery type and a Jalali day
// range (Tehran days). Changing any of them starts again from the first page.
import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { DeliveryType, OrderSource, OrderStatus } from '@sofre/engine';
import { deliveryTypeLabels, orderSourceLabels, orderStatusLabels } from '@sofre/web-shared';
import { JalaliDayField } from '../../back-office-ui/jalali-day.field.tsx';
import type { OrderFilter } from './order-filter.ts';
import { orderListMessages as m } from './order-list.messages.ts';

export interface OrderFiltersProps {
  readonly filter: OrderFilter;
  readonly onChange: (filter: OrderFilter) => void;
  /** Today's filter, for the reset button. */
  readonly initial: OrderFilter;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const dayWords = { anyDay: m.filters.anyDay, clear: m.filters.clearDay };

export function OrderFilters({ filter, onChange, initial }: OrderFiltersProps) {
  const set = (changes: Partial<OrderFilter>) => onChange({ ...filter, ...changes });
  const changed = JSON.stringify(filter) !== JSON.stringify(initial);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="order-filters">
      <MultiSelect
        label={m.filters.status}
        placeholder={filter.statuses.length ? undefined : m.filters.anyStatus}
        data={options(OrderStatus.options, orderStatusLabels)}
        value={[...filter.statuses]}
        onChange={(values) => set({ statuses: values.map((v) => OrderStatus.parse(v)) })}
        clearable
        w={260}
        comboboxProps={{ withinPortal: true }}
        data-testid="order-filter-status"
      />
      <Select
        label={m.filters.source}
        placeholder={m.filters.anySource}
        data={options(OrderSource.options, orderSourceLabels)}
        value={filter.source ?? null}
        onChange={(v) => set({ source: v ? OrderSource.parse(v) : undefined })}
        clearable
        w={150}
        data-testid="order-filter-source"
      />
      <Select
        label={m.filters.deliveryType}
        placeholder={m.filters.anyDeliveryType}
        data={options(DeliveryType.options, deliveryTypeLabels)}
        value={filter.deliveryType ?? null}
        onChange={(v) => set({ deliveryType: v ? DeliveryType.parse(v) : undefined })}
        clearable
        w={160}
        data-testid="order-filter-delivery"
      />
      <JalaliDayField
        label={m.filters.from}
        value={filter.fromDay}
        onChange={(fromDay) => set({ fromDay })}
        testId="order-filter-from"
        words={dayWords}
        width={170}
      />
      <JalaliDayField
        label={m.filters.to}
        value={filter.toDay}
        onChange={(toDay) => set({ toDay })}
        testId="order-filter-to"
        words={dayWords}
        width={170}
      />
      <Button
        variant="subtle"
        disabled={!changed}
        onClick={() => onChange(initial)}
        data-testid="order-filter-reset"
      >
        {m.filters.reset}
      </Button>
    </Group>
  );
}
