// The discount code the cashier types: looked up on the server (GET getbycode) for this order; an
// accepted code goes on the draft with its discount, free delivery or gifts (coupon.actions.ts) and
// the green toast of spec §8; a refused one shows the server's Persian message under the field.
// The order carries the code and the server applies it again when the order is submitted.
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { DiscountCodeLookup } from '@sofre/engine/contracts';
import {
  isApiError,
  notifySuccess,
  toApiError,
  toPersianDigits,
  useMoney,
} from '@sofre/web-shared';
import { useState } from 'react';
import { applyCouponActions, removeCouponActions } from './coupon.actions.ts';
import { useLookupCoupon } from './coupon.api.ts';
import { couponMessages as text } from './coupon.messages.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

/** What the code does to the order, in a few words. */
function useEffectText(): (code: DiscountCodeLookup) => string {
  const money = useMoney();
  return ({ orderDiscount, freeShipping, type, freeItems }) => {
    if (freeShipping) return text.freeShipping;
    if (type === 'FREEITEM') return text.freeItems(freeItems.map((i) => i.title).join('، '));
    if (orderDiscount.type === 'PERCENTAGE') {
      const percent = text.percentOff(toPersianDigits(orderDiscount.amount));
      return orderDiscount.cap ? `${percent} ${text.upTo(money(orderDiscount.cap))}` : percent;
    }
    return text.moneyOff(money(orderDiscount.amount));
  };
}

export function CouponField({ draft }: { draft: PosDraftHandle }) {
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<DiscountCodeLookup>();
  const lookup = useLookupCoupon();
  const effectText = useEffectText();
  const { context } = draft.snapshot;
  const current = context.draft;
  const submitFailure = isApiError(context.error) ? context.error : undefined;
  const error =
    (lookup.isError ? toApiError(lookup.error).message : undefined) ??
    submitFailure?.fieldMessage('couponCode');
  // Gifts come with a paid order, never alone (the draft's rule): a code waits for the first item.
  const hasItems = current.lines.some((l) => !l.isFreeItem);
  const canApply = typed.trim() !== '' && hasItems;

  const apply = () => {
    if (!canApply) return;
    // Checked for the order's customer (their own uses count), or as for a walk-in.
    lookup.mutate(
      { code: typed.trim(), customerId: current.customer?.id },
      {
        onSuccess: (code) => {
          for (const action of applyCouponActions(draft.snapshot.context.draft, code)) {
            draft.edit(action);
          }
          setApplied(code);
          setTyped('');
          notifySuccess(text.applied);
        },
      },
    );
  };
  const remove = () => {
    for (const action of removeCouponActions(current)) draft.edit(action);
    setApplied(undefined);
    lookup.reset();
  };

  if (current.couponCode !== null) {
    const effect = applied?.code === current.couponCode ? effectText(applied) : undefined;
    return (
      <Group gap="xs" justify="space-between" wrap="nowrap" data-testid="coupon-applied">
        <Stack gap={0}>
          <Group gap={6}>
            <Text size="sm">{text.label}</Text>
            <Badge color="green" variant="light" data-testid="coupon-code-applied">
              {toPersianDigits(current.couponCode)}
            </Badge>
          </Group>
          {effect && (
            <Text size="xs" c="dimmed" data-testid="coupon-effect">
              {effect}
            </Text>
          )}
        </Stack>
        <Button size="xs" variant="subtle" color="red" data-testid="coupon-remove" onClick={remove}>
          {text.remove}
        </Button>
      </Group>
    );
  }

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        data-testid="coupon-code"
        label={text.label}
        placeholder={text.placeholder}
        autoComplete="off"
        maxLength={30}
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          if (lookup.isError) lookup.reset();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
        description={hasItems ? undefined : text.needsItems}
        error={error}
        style={{ flex: 1 }}
      />
      <Button
        data-testid="coupon-apply"
        mt={25}
        variant="light"
        disabled={!canApply}
        loading={lookup.isPending}
        onClick={apply}
      >
        {text.apply}
      </Button>
    </Group>
  );
}
