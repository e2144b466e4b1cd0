// /bo/food-shifts: the vendor's food shifts (صبحانه، ناهار، شام), a page at a time, searched by
// title, with a form for the weekday × hours of each.
import {
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FoodShiftView } from '@sofre/engine/contracts';
import { formatNumber, toPersianDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { FoodShiftFormModal } from './food-shift.form.tsx';
import { PAGE_SIZE, useFoodShiftPage } from './food-shifts.api.ts';
import { foodShiftMessages as text } from './food-shifts.messages.ts';
import { FoodShiftsTable } from './food-shifts.table.tsx';

export function FoodShiftsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [pageNumber, setPageNumber] = useState(1);
  const [editing, setEditing] = useState<FoodShiftView | 'new'>();
  const page = useFoodShiftPage(pageNumber, debounced);
  const total = page.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="md" data-testid="food-shifts-page">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3}>{text.title}</Title>
          <Text size="sm" c="dimmed" maw={640}>
            {text.intro}
          </Text>
        </div>
        <Button onClick={() => setEditing('new')} data-testid="food-shift-new">
          {text.add}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="sm">
          <TextInput
            placeholder={text.search}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPageNumber(1);
            }}
            w={280}
            data-testid="food-shift-search"
          />
          <Text size="sm" c="dimmed" data-testid="food-shift-total">
            {text.total(formatNumber(total))}
          </Text>
        </Group>
        {page.isPending ? (
          <Center h={120}>
            <Loader aria-label={text.loading} />
          </Center>
        ) : (page.data?.data.length ?? 0) === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="food-shift-empty">
            {text.empty}
          </Text>
        ) : (
          <FoodShiftsTable shifts={page.data?.data ?? []} onEdit={setEditing} />
        )}
        {pages > 1 && (
          <Group justify="center" mt="sm">
            <Pagination
              total={pages}
              value={pageNumber}
              onChange={setPageNumber}
              getItemProps={(p) => ({
                children: toPersianDigits(p),
                'data-testid': `food-shift-page-${p}`,
              })}
            />
          </Group>
        )}
      </Paper>
      <FoodShiftFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
