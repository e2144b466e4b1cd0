// The order discount: a discount code (coupon.field.tsx), or the cashier's own — a percentage (the
// POS default) or an amount in the vendor's unit. One or the other: with a code on the draft the
// code's discount shows here and the cashier's controls are locked.
import { Group, SegmentedControl, Stack } from '@mantine/core';
import type { DiscountType } from '@sofre/engine';
import {
  DigitInput,
  rialToUnit,
  unitToRial,
  useCurrencyUnit,
  currencyWords,
} from '@sofre/web-shared';
import { useState } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';
import { CouponField } from './coupon.field.tsx';
import { couponMessages } from './coupon.messages.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.options;

export function DiscountField({ draft, error }: { draft: PosDraftHandle; error?: string }) {
  const unit = useCurrencyUnit();
  const [refused, setRefused] = useState(false);
  const { discountType, discountAmount, couponCode } = draft.snapshot.context.draft;
  const locked = couponCode !== null;
  const percent = discountType === 'PERCENTAGE';
  const shown =
    discountAmount === 0 ? undefined : percent ? discountAmount : rialToUnit(discountAmount, unit);

  const setAmount = (value: number | undefined) => {
    const amount = value === undefined ? 0 : percent ? value : unitToRial(value, unit);
    const action = { type: 'setDiscount', discountType, amount } as const;
    const applies = draft.canEdit(action) || amount === discountAmount;
    setRefused(!applies);
    if (applies) draft.edit(action);
  };
  const setType = (type: string) => {
    setRefused(false);
    draft.edit({ type: 'setDiscount', discountType: type as DiscountType, amount: 0 });
  };

  return (
    <Stack gap="xs">
      <CouponField draft={draft} />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <SegmentedControl
          data-testid="discount-type"
          value={discountType}
          onChange={setType}
          disabled={locked}
          data={[
            { value: 'PERCENTAGE', label: text.percent },
            { value: 'MONEY', label: text.money },
          ]}
        />
        <DigitInput
          data-testid="discount-amount"
          label={text.discount}
          rightSection={percent ? '٪' : currencyWords[unit]}
          rightSectionWidth={percent ? 32 : 56}
          value={shown}
          onValue={setAmount}
          disabled={locked}
          description={locked ? couponMessages.manualLocked : undefined}
          error={refused ? text.percentTooBig : error}
          style={{ flex: 1 }}
        />
      </Group>
    </Stack>
  );
}
