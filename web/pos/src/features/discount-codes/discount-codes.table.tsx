// The codes of one page: code, type, what it takes off, expiry (Jalali; past ones marked), how
// often it was used against its limits, an active switch, edit and remove (after a confirmation).
import { Badge, Group, Switch, Table, Text } from '@mantine/core';
import type { DiscountCodeView } from '@sofre/engine/contracts';
import {
  commonMessages,
  formatDate,
  formatNumber,
  RemovePopover,
  toPersianDigits,
  useMoney,
  useNow,
} from '@sofre/web-shared';
import { RowActionsCell, RowButton } from '../../back-office-ui/row-actions.tsx';
import { runAndNotify } from '../../back-office-ui/run-and-notify.ts';
import { useRemoveDiscountCode, useSaveDiscountCode } from './discount-codes.api.ts';
import { discountMessages as text } from './discount-codes.messages.ts';

export interface DiscountCodesTableProps {
  readonly codes: readonly DiscountCodeView[];
  readonly onEdit: (code: DiscountCodeView) => void;
}

export function DiscountCodesTable({ codes, onEdit }: DiscountCodesTableProps) {
  return (
    <Table verticalSpacing="sm" data-testid="discount-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.columns.code}</Table.Th>
          <Table.Th>{text.columns.type}</Table.Th>
          <Table.Th>{text.columns.amount}</Table.Th>
          <Table.Th>{text.columns.expiration}</Table.Th>
          <Table.Th>{text.columns.usage}</Table.Th>
          <Table.Th>{text.columns.active}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {codes.map((code) => (
          <CodeRow key={code.id} code={code} onEdit={onEdit} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Amount({ code }: { code: DiscountCodeView }) {
  const money = useMoney();
  switch (code.type) {
    case 'PERCENTAGE':
      return (
        <Text size="sm">
          {text.percent(toPersianDigits(code.value ?? 0))}{' '}
          <Text span size="xs" c="dimmed">
            {code.cap !== null && text.upTo(money(code.cap))}
          </Text>
        </Text>
      );
    case 'MONEY':
      return <Text size="sm">{money(code.value ?? 0)}</Text>;
    case 'FREESHIPPING':
      return <Text size="sm">{text.freeShipping}</Text>;
    case 'FREEITEM':
      return (
        <Text size="sm" lineClamp={2} maw={220}>
          {text.gifts(code.freeItems.map((i) => i.title).join('، '))}
        </Text>
      );
  }
}

function CodeRow({
  code,
  onEdit,
}: {
  code: DiscountCodeView;
  onEdit: (c: DiscountCodeView) => void;
}) {
  const save = useSaveDiscountCode();
  const remove = useRemoveDiscountCode();
  // A minute's clock is fine for a day-long expiry.
  const now = useNow(60_000);
  const expired = Date.parse(code.expiration) <= now.getTime();
  const run = (action: () => Promise<unknown>) => runAndNotify(action, text.saved);
  return (
    <Table.Tr data-testid={`discount-row-${code.code}`}>
      <Table.Td>
        <Text fw={700} ff="monospace" dir="ltr" ta="right">
          {code.code}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light">{text.types[code.type]}</Badge>
      </Table.Td>
      <Table.Td>
        <Amount code={code} />
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          <Text size="sm">{formatDate(code.expiration)}</Text>
          {expired && (
            <Badge color="red" variant="light" size="sm">
              {text.expired}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid={`discount-usage-${code.code}`}>
          {text.used(formatNumber(code.usageCount))}
          {code.usageLimit !== null && ` ${text.ofTotal(formatNumber(code.usageLimit))}`}
        </Text>
        <Text size="xs" c="dimmed">
          {code.usageLimitPerUser === null
            ? text.perUserUnlimited
            : text.perUser(formatNumber(code.usageLimitPerUser))}
        </Text>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={code.active}
          disabled={save.isPending}
          onChange={(event) => {
            const active = event.currentTarget.checked;
            void run(() => save.mutateAsync({ id: code.id, fields: { active } }));
          }}
          aria-label={text.columns.active}
          data-testid={`discount-active-${code.code}`}
        />
      </Table.Td>
      <RowActionsCell>
        <RowButton
          label={commonMessages.edit}
          onClick={() => onEdit(code)}
          testId={`discount-edit-${code.code}`}
        />
        <RemovePopover
          question={text.confirm(code.code)}
          busy={remove.isPending}
          onConfirm={() => void run(() => remove.mutateAsync(code.id))}
          testId={`discount-remove-${code.code}`}
        />
      </RowActionsCell>
    </Table.Tr>
  );
}
