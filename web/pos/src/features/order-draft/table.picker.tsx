// The salon table, picked from the floor: each table in service with its number, name and
// category, and how busy it is (a table with orders open is marked, and may still be picked: a
// second order at a table is allowed). Typing a table's number (any digits) picks it; typing a
// name or category narrows the list. A number the floor does not have is not taken.
import { Badge, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import type { DiningTableView } from '@sofre/engine/contracts';
import { formatNumber, normalizeDigits, toPersianDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';
import { useFloorTables } from './floor-tables.api.ts';
import {
  byCategory,
  inService,
  matchingTables,
  occupancyOf,
  tableNumbered,
  type TableOccupancy,
} from './table-choice.ts';

const text = posMessages.tablePicker;
const occupancyColor: Record<TableOccupancy, string> = {
  free: 'teal',
  reserved: 'gray',
  occupied: 'orange',
};

function OccupancyBadge({ table }: { table: DiningTableView }) {
  const occupancy = occupancyOf(table);
  const label =
    occupancy === 'occupied'
      ? text.openOrders(formatNumber(table.openOrderIds.length))
      : text[occupancy];
  return (
    <Badge size="xs" variant="light" color={occupancyColor[occupancy]} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

function TableOption({ table }: { table: DiningTableView }) {
  return (
    <Combobox.Option
      value={String(table.number)}
      data-testid={`table-option-${table.number}`}
      data-occupancy={occupancyOf(table)}
      data-open-orders={table.openOrderIds.length}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" lineClamp={1}>
          <Text span fw={700}>
            {toPersianDigits(table.number)}
          </Text>
          {' · '}
          {toPersianDigits(table.name)}
          <Text span size="xs" c="dimmed">
            {` (${text.seats(toPersianDigits(table.capacity))})`}
          </Text>
        </Text>
        <OccupancyBadge table={table} />
      </Group>
    </Combobox.Option>
  );
}

export interface TablePickerProps {
  readonly tableNumber: string | null;
  readonly onPick: (tableNumber: string | null) => void;
  readonly label: string;
  readonly error?: string | undefined;
  /** Only a salon (SERVE) order has a table. */
  readonly disabled?: boolean;
}

export function TablePicker({ tableNumber, onPick, label, error, disabled }: TablePickerProps) {
  const floor = useFloorTables();
  const tables = inService(floor.data ?? []);
  // What is being typed; null shows the table the draft has.
  const [typed, setTyped] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownOpen: () => void floor.refetch(),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setTyped(null);
    },
  });
  const shown = typed ?? toPersianDigits(tableNumber ?? '');
  const offered = typed === null ? tables : matchingTables(tables, typed);

  const onType = (value: string) => {
    setTyped(value);
    combobox.openDropdown();
    combobox.updateSelectedOptionIndex();
    if (value.trim() === '') return onPick(null);
    // Before the floor is read the typed number is taken as is; the server checks it.
    if (!floor.data) return onPick(normalizeDigits(value).trim());
    onPick(tableNumbered(tables, value) ? normalizeDigits(value).trim() : null);
  };
  const notOnFloor =
    typed !== null && typed.trim() !== '' && floor.data && !tableNumbered(tables, typed)
      ? offered.length === 0
        ? text.notOnFloor(toPersianDigits(typed.trim()))
        : undefined
      : undefined;

  return (
    <Combobox
      store={combobox}
      width={300}
      position="top-start"
      onOptionSubmit={(value) => {
        onPick(value);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          data-testid="table-number"
          data-table={tableNumber ?? ''}
          label={label}
          size="xs"
          autoComplete="off"
          placeholder={text.placeholder}
          value={disabled ? '' : shown}
          disabled={disabled}
          onChange={(e) => onType(e.currentTarget.value)}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          error={notOnFloor ?? error}
        />
      </Combobox.Target>
      <Combobox.Dropdown data-testid="table-options">
        {/* Focusable so a keyboard can scroll a long floor too. */}
        <Combobox.Options aria-label={label} mah={320} style={{ overflowY: 'auto' }} tabIndex={0}>
          {floor.isPending && <Combobox.Empty>{text.loading}</Combobox.Empty>}
          {floor.data && offered.length === 0 && <Combobox.Empty>{text.none}</Combobox.Empty>}
          {byCategory(offered).map((group) => (
            <Combobox.Group key={group.title ?? ''} label={group.title ?? text.uncategorised}>
              {group.tables.map((table) => (
                <TableOption key={table.id} table={table} />
              ))}
            </Combobox.Group>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
