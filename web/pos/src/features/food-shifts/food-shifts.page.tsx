// /bo/food-shifts: the vendor's food shifts (صبحانه، ناهار، شام), a page at a time, searched by
// title, with a form for the weekday × hours of each.
import { Button, Stack } from '@mantine/core';
import type { FoodShiftView } from '@sofre/engine/contracts';
import { PagedListCard, PageHeader, usePagedSearch, type Editing } from '@sofre/web-shared';
import { useState } from 'react';
import { FoodShiftFormModal } from './food-shift.form.tsx';
import { PAGE_SIZE, useFoodShiftPage } from './food-shifts.api.ts';
import { foodShiftMessages as text } from './food-shifts.messages.ts';
import { FoodShiftsTable } from './food-shifts.table.tsx';

export function FoodShiftsPage() {
  const paging = usePagedSearch();
  const [editing, setEditing] = useState<Editing<FoodShiftView>>();
  const page = useFoodShiftPage(paging.pageNumber, paging.settledSearch);
  return (
    <Stack gap="md" data-testid="food-shifts-page">
      <PageHeader
        title={text.title}
        intro={text.intro}
        action={
          <Button onClick={() => setEditing('new')} data-testid="food-shift-new">
            {text.add}
          </Button>
        }
      />
      <PagedListCard
        paging={paging}
        page={page}
        pageSize={PAGE_SIZE}
        texts={text}
        testId="food-shift"
      >
        {(shifts) => <FoodShiftsTable shifts={shifts} onEdit={setEditing} />}
      </PagedListCard>
      <FoodShiftFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
