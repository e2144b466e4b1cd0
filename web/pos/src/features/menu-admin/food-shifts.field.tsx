// The food shifts (صبحانه، ناهار، شام) an item or category sells in; none = all opening hours.
import { MultiSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFoodShifts } from './food-shifts.api.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';

export interface FoodShiftsFieldProps {
  readonly value: string[];
  readonly onChange: (ids: string[]) => void;
  readonly error?: ReactNode;
}

export function FoodShiftsField({ value, onChange, error }: FoodShiftsFieldProps) {
  const shifts = useFoodShifts().data ?? [];
  return (
    <MultiSelect
      label={menuAdminMessages.itemForm.foodShifts}
      description={menuAdminMessages.itemForm.foodShiftsHint}
      data={shifts.map((s) => ({ value: s.id, label: s.title }))}
      value={value}
      onChange={onChange}
      error={error}
      clearable
      data-testid="food-shifts"
    />
  );
}
