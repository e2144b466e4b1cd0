// A table with more than one open order (a second party, or a second order at the same table):
// the cashier picks which bill to open — its number, when it was opened and what is still due.
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { OrderListRow } from '@sofre/engine/contracts';
import { formatNumber, formatTime, useMoney } from '@sofre/web-shared';
import { openBillsMessages as m } from './open-bills.messages.ts';
import { dueOf } from './open-bills.ts';

export interface BillPickerProps {
  /** The table's name as the cashier reads it («میز ۵»). */
  readonly tableLabel: string;
  readonly bills: readonly OrderListRow[];
  readonly onPick: (orderId: string) => void;
  readonly onClose: () => void;
}

export function BillPickerModal({ tableLabel, bills, onPick, onClose }: BillPickerProps) {
  const money = useMoney();
  return (
    <Modal opened onClose={onClose} title={m.picker.title(tableLabel)} centered>
      <Stack gap="xs" data-testid="bill-picker">
        <Text size="sm" c="dimmed">
          {m.picker.hint}
        </Text>
        {bills.map((bill) => {
          const due = dueOf(bill);
          return (
            <Button
              key={bill.orderId}
              variant="default"
              size="md"
              justify="space-between"
              fullWidth
              onClick={() => onPick(bill.orderId)}
              data-testid={`bill-pick-${bill.orderId}`}
              rightSection={
                <Text fw={700} c={due > 0 ? 'red.9' : 'teal.9'} className="tabular-nums">
                  {due > 0 ? money(due) : m.floor.settled}
                </Text>
              }
            >
              {m.picker.row(formatNumber(bill.number), formatTime(bill.submittedAt))}
            </Button>
          );
        })}
      </Stack>
    </Modal>
  );
}
