// Moving a salon order to another table, picked from the floor by category: the order's own
// table is marked, a table another open order sits at is disabled (and the server would refuse
// it: 409 DINING_TABLE_OCCUPIED), as is one out of service.
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { DiningTableView, OrderTracker } from '@sofre/engine/contracts';
import { toPersianDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { useChangeTable } from './change-table.api.ts';
import { useFloorTables } from './floor.api.ts';
import type { OnAccepted } from './order-command.ts';
import { orderDrawerMessages } from './order-drawer.messages.ts';

const m = orderDrawerMessages.moveTable;

export interface ChangeTableModalProps {
  readonly order: OrderTracker;
  readonly onClose: () => void;
  readonly onAccepted: OnAccepted;
}

/** Tables by category, in the floor's order (the API answers them sorted). */
function byCategory(tables: readonly DiningTableView[]) {
  const groups = new Map<string, DiningTableView[]>();
  for (const table of tables) {
    const title = table.categoryTitle ?? '—';
    groups.set(title, [...(groups.get(title) ?? []), table]);
  }
  return [...groups];
}

export function ChangeTableModal({ order, onClose, onAccepted }: ChangeTableModalProps) {
  const tables = useFloorTables(true);
  const [picked, setPicked] = useState<string>();
  const move = useChangeTable((accepted) => {
    onAccepted(accepted);
    onClose();
  });
  // Taken by another open order (the floor says which: openOrderIds).
  const takenBy = (table: DiningTableView) => table.openOrderIds.find((id) => id !== order.orderId);
  const isCurrent = (table: DiningTableView) => String(table.number) === order.tableNumber;
  return (
    <Modal opened onClose={onClose} title={m.title} centered size="lg" data-testid="table-dialog">
      {!tables.data ? (
        <Center py="md">
          <Loader size="sm" aria-label={m.loading} />
        </Center>
      ) : tables.data.length === 0 ? (
        <Text c="dimmed">{m.empty}</Text>
      ) : (
        <Stack gap="sm">
          {byCategory(tables.data).map(([title, group]) => (
            <Stack key={title} gap={4}>
              <Text size="sm" fw={600}>
                {title}
              </Text>
              <SimpleGrid cols={5} spacing="xs">
                {group.map((table) => {
                  const taken = !isCurrent(table) && takenBy(table) !== undefined;
                  const number = String(table.number);
                  return (
                    <Button
                      key={table.id}
                      variant={
                        picked === number ? 'filled' : isCurrent(table) ? 'light' : 'default'
                      }
                      disabled={!table.active || taken || isCurrent(table)}
                      onClick={() => setPicked(number)}
                      h={56}
                      data-testid={`move-table-${table.number}`}
                      data-taken={taken}
                    >
                      <Stack gap={0} align="center">
                        <Text size="sm" fw={700}>
                          {toPersianDigits(table.number)}
                        </Text>
                        {(isCurrent(table) || taken || table.state === 'RESERVED') && (
                          <Badge size="xs" variant="transparent" color={taken ? 'red' : 'gray'}>
                            {isCurrent(table) ? m.current : taken ? m.occupied : m.reserved}
                          </Badge>
                        )}
                      </Stack>
                    </Button>
                  );
                })}
              </SimpleGrid>
            </Stack>
          ))}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {m.cancel}
            </Button>
            <Button
              disabled={picked === undefined}
              loading={move.isPending}
              onClick={() => picked && move.mutate({ orderId: order.orderId, tableNumber: picked })}
              data-testid="table-submit"
            >
              {picked ? `${m.submit} ${toPersianDigits(picked)}` : m.submit}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
