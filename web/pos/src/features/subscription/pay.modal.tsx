// Before paying: the package, the period, its price, a code's discount and what is paid, from the
// server's own price (GET price?code=). «پرداخت آنلاین» opens the contract and goes to the
// provider's page; the provider sends the browser back here, told how it went.
import { Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { PackageView } from '@sofre/engine/contracts';
import type { BillingPeriod } from '@sofre/engine/subscriptions';
import { commonMessages, formatMoney } from '@sofre/web-shared';
import { usePackagePrice, useSubscribe, type CodeCheck } from './subscription.api.ts';
import { subscriptionMessages } from './subscription.messages.ts';
import { periodsSold } from './subscription.rules.ts';

const text = subscriptionMessages.pay;

export interface PayModalProps {
  readonly pkg: PackageView | undefined;
  readonly renewing: boolean;
  readonly period: BillingPeriod;
  readonly onPeriod: (period: BillingPeriod) => void;
  readonly code: CodeCheck | undefined;
  readonly onClose: () => void;
}

export function PayModal({ pkg, renewing, period, onPeriod, code, onClose }: PayModalProps) {
  const codeHere = code && pkg && code.packageId === pkg.id ? code.code : undefined;
  const price = usePackagePrice(pkg?.id, codeHere);
  const subscribe = useSubscribe();
  const line = price.data?.prices.find((p) => p.period === period);
  return (
    <Modal
      opened={pkg !== undefined}
      onClose={onClose}
      title={pkg ? (renewing ? text.renewTitle : text.title)(pkg.title) : ''}
      centered
    >
      {pkg && (
        <Stack gap="sm" data-testid="pay-modal">
          <SegmentedControl
            fullWidth
            value={period}
            onChange={(v) => onPeriod(v as BillingPeriod)}
            data={periodsSold(pkg).map((p) => ({
              value: p,
              label: subscriptionMessages.periods[p],
            }))}
          />
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{text.price}</Table.Td>
                <Table.Td>{line ? formatMoney(line.price) : '…'}</Table.Td>
              </Table.Tr>
              {line && line.discount > 0 && (
                <Table.Tr>
                  <Table.Td>
                    {text.discount} ({codeHere})
                  </Table.Td>
                  <Table.Td c="teal">{formatMoney(line.discount)}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Td fw={700}>{text.amount}</Table.Td>
                <Table.Td fw={800} data-testid="pay-amount">
                  {line ? formatMoney(line.amount) : '…'}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {renewing ? text.renewNote : text.changeNote}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {commonMessages.cancel}
            </Button>
            <Button
              loading={subscribe.isPending}
              disabled={!line}
              data-testid="pay-go"
              onClick={() =>
                void subscribe
                  .mutateAsync({ packageId: pkg.id, period, code: codeHere })
                  .catch(() => undefined)
              }
            >
              {text.go}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
