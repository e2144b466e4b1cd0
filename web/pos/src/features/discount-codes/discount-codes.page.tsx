// /bo/discount-codes: the vendor's discount codes (spec §3), newest first, a page at a time,
// searched by code, with a form whose fields follow the code's type.
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
import type { DiscountCodeView } from '@sofre/engine/contracts';
import { formatNumber, toPersianDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { DiscountCodeFormModal } from './discount-code.form.tsx';
import { PAGE_SIZE, useDiscountCodePage } from './discount-codes.api.ts';
import { discountMessages as text } from './discount-codes.messages.ts';
import { DiscountCodesTable } from './discount-codes.table.tsx';

export function DiscountCodesPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [pageNumber, setPageNumber] = useState(1);
  const [editing, setEditing] = useState<DiscountCodeView | 'new'>();
  const page = useDiscountCodePage(pageNumber, debounced);
  const total = page.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack gap="md" data-testid="discount-codes-page">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3}>{text.title}</Title>
          <Text size="sm" c="dimmed" maw={640}>
            {text.intro}
          </Text>
        </div>
        <Button onClick={() => setEditing('new')} data-testid="discount-new">
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
            data-testid="discount-search"
          />
          <Text size="sm" c="dimmed" data-testid="discount-total">
            {text.total(formatNumber(total))}
          </Text>
        </Group>
        {page.isPending ? (
          <Center h={120}>
            <Loader aria-label={text.loading} />
          </Center>
        ) : (page.data?.data.length ?? 0) === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="discount-empty">
            {text.empty}
          </Text>
        ) : (
          <DiscountCodesTable codes={page.data?.data ?? []} onEdit={setEditing} />
        )}
        {pages > 1 && (
          <Group justify="center" mt="sm">
            <Pagination
              total={pages}
              value={pageNumber}
              onChange={setPageNumber}
              getItemProps={(p) => ({
                children: toPersianDigits(p),
                'data-testid': `discount-page-${p}`,
              })}
            />
          </Group>
        )}
      </Paper>
      <DiscountCodeFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
