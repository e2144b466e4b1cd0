// The floor: each active category with its tables as cards (green آزاد, orange رزرو or اشغال), and
// the current reservations beside them. Reserving opens the reserve dialog; freeing asks first;
// «سفارش جدید» opens the POS with the table chosen. An occupied table's card shows its bill and
// opens it in the order drawer (a table with several open orders asks which one first); the
// orders come from the order list's live topic, so the floor follows them without reload.
import {
  Center,
  Grid,
  Group,
  Loader,
  Modal,
  Button,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { DiningTableView } from '@sofre/engine/contracts';
import { notifySuccess, toPersianDigits, useMyPermissions, useNow } from '@sofre/web-shared';
import { useState } from 'react';
import { useBillDrawer } from '../open-bills/bill-drawer.tsx';
import { BillPickerModal } from '../open-bills/bill-picker.modal.tsx';
import { useOpenTableOrders } from '../open-bills/open-bills.api.ts';
import { ordersByTable, seatingOf } from '../open-bills/open-bills.ts';
import { useFloor, useFreeTable } from './dining-tables.api.ts';
import { tableMessages as m } from './dining-tables.messages.ts';
import { ReservationsList } from './reservations.list.tsx';
import { ReserveModal } from './reserve.modal.tsx';
import { startOrderAt } from './start-order.ts';
import { TableCard } from './table.card.tsx';
import { TableQrModal } from './table-qr.modal.tsx';
import { useFloorFollowsSeating } from './use-floor-seating.ts';

export function FloorView() {
  const floor = useFloor();
  const free = useFreeTable();
  const [reserving, setReserving] = useState<DiningTableView>();
  const [freeing, setFreeing] = useState<DiningTableView>();
  const [showingQr, setShowingQr] = useState<DiningTableView>();
  const [picking, setPicking] = useState<DiningTableView>();
  const { has } = useMyPermissions();
  const mayTakeOrders = has('orders.take');
  const orders = useOpenTableOrders(has('orders.view'));
  useFloorFollowsSeating(orders.isPending ? undefined : seatingOf(orders.rows));
  const atTable = ordersByTable(orders.rows);
  const billsAt = (table: DiningTableView) => atTable.get(String(table.number)) ?? [];
  const bill = useBillDrawer();
  const now = useNow(30_000);

  if (floor.isPending)
    return (
      <Center h={200}>
        <Loader aria-label={m.floor.loading} />
      </Center>
    );
  const categories = floor.data ?? [];
  const tables = categories.flatMap((c) => c.tables);
  const reservedCount = tables.filter((t) => t.state === 'RESERVED').length;

  /** One open order: its drawer; several: the picker first. */
  const openBill = (table: DiningTableView) => {
    const seated = billsAt(table);
    if (seated.length > 1) setPicking(table);
    else bill.open(seated[0]?.orderId ?? table.openOrderIds[0]!);
  };

  const confirmFree = async () => {
    if (!freeing) return;
    try {
      await free.mutateAsync(freeing.id);
      notifySuccess(m.success);
      setFreeing(undefined);
    } catch {
      // Toasted by the query client, like every failed mutation; the dialog stays open.
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 9 }}>
        <Stack gap="lg" data-testid="tables-floor">
          {tables.length === 0 && <Text c="dimmed">{m.floor.empty}</Text>}
          {tables.length > 0 && (
            <Text c="dimmed" size="sm" data-testid="tables-floor-summary">
              {m.floor.summary(
                toPersianDigits(tables.length - reservedCount),
                toPersianDigits(reservedCount),
              )}
            </Text>
          )}
          {categories.map(({ category, tables: inCategory }) => (
            <Stack key={category.id} gap="xs" data-testid={`floor-category-${category.id}`}>
              <Title order={4}>{category.title}</Title>
              {inCategory.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {m.floor.emptyCategory}
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 5 }} spacing="sm">
                  {inCategory.map((table) => (
                    <TableCard
                      key={table.id}
                      table={table}
                      onReserve={() => setReserving(table)}
                      onFree={() => setFreeing(table)}
                      onQr={() => setShowingQr(table)}
                      onStartOrder={mayTakeOrders ? () => startOrderAt(table.number) : undefined}
                      onOpenBill={mayTakeOrders ? () => openBill(table) : undefined}
                      bills={billsAt(table)}
                      now={now}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 3 }}>
        <ReservationsList />
      </Grid.Col>
      {reserving && <ReserveModal table={reserving} onClose={() => setReserving(undefined)} />}
      {showingQr && <TableQrModal table={showingQr} onClose={() => setShowingQr(undefined)} />}
      {picking && (
        <BillPickerModal
          tableLabel={toPersianDigits(picking.name)}
          bills={billsAt(picking)}
          onPick={(orderId) => {
            setPicking(undefined);
            bill.open(orderId);
          }}
          onClose={() => setPicking(undefined)}
        />
      )}
      {bill.drawer}
      <Modal
        opened={freeing !== undefined}
        onClose={() => setFreeing(undefined)}
        title={freeing ? m.floor.confirmFree(toPersianDigits(freeing.name)) : ''}
        centered
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setFreeing(undefined)}>
            {m.floor.cancel}
          </Button>
          <Button
            color="teal"
            loading={free.isPending}
            onClick={confirmFree}
            data-testid="table-free-confirm"
          >
            {m.floor.confirm}
          </Button>
        </Group>
      </Modal>
    </Grid>
  );
}
