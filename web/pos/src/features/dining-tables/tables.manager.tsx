// The management list of tables: search (number, name, category — Persian digits too), a
// category filter, ten a page, with each table's state and service; new and edit open the form,
// QR shows the table's code.
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { DiningTableView } from '@sofre/engine/contracts';
import { Pager, toPersianDigits, usePagedSearch, type Editing } from '@sofre/web-shared';
import { useState } from 'react';
import { useAllTables, useTableCategories, useTablePage } from './dining-tables.api.ts';
import { tableMessages as m } from './dining-tables.messages.ts';
import { TableFormModal } from './table-form.modal.tsx';
import { TableQrModal } from './table-qr.modal.tsx';
import { stateColor, stateLabel } from './table-state.ts';

export function TablesManager() {
  const { search, setSearch, settledSearch, pageNumber, setPageNumber } = usePagedSearch();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const page = useTablePage({ pageNumber, search: settledSearch, categoryId });
  const categories = useTableCategories();
  const [editing, setEditing] = useState<Editing<DiningTableView>>();
  const [showingQr, setShowingQr] = useState<DiningTableView>();
  const rows = page.data?.data ?? [];
  const total = page.data?.totalCount ?? 0;
  const allCategories = categories.data ?? [];
  const all = useAllTables();
  const nextNumber = Math.max(0, ...(all.data ?? []).map((t) => t.number)) + 1;

  return (
    <Stack gap="md" data-testid="tables-manager">
      <Group justify="space-between">
        <Group>
          <TextInput
            placeholder={m.tables.search}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={260}
            data-testid="tables-search"
          />
          <Select
            placeholder={m.tables.allCategories}
            data={allCategories.map((c) => ({ value: c.id, label: c.title }))}
            value={categoryId}
            onChange={(v) => {
              setCategoryId(v);
              setPageNumber(1);
            }}
            clearable
            w={200}
            data-testid="tables-category-filter"
          />
        </Group>
        <Button onClick={() => setEditing('new')} data-testid="table-new">
          {m.tables.new}
        </Button>
      </Group>
      <Paper withBorder>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.tables.number}</Table.Th>
              <Table.Th>{m.tables.name}</Table.Th>
              <Table.Th>{m.tables.category}</Table.Th>
              <Table.Th>{m.tables.capacity}</Table.Th>
              <Table.Th>{m.tables.state}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.id} data-testid={`table-row-${t.number}`}>
                <Table.Td fw={700}>{toPersianDigits(t.number)}</Table.Td>
                <Table.Td>{toPersianDigits(t.name)}</Table.Td>
                <Table.Td>{t.categoryTitle ?? '—'}</Table.Td>
                <Table.Td>{toPersianDigits(t.capacity)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge color={stateColor[t.state]} variant="light">
                      {stateLabel(t.state)}
                    </Badge>
                    {!t.active && (
                      <Badge color="gray" variant="outline">
                        {m.tables.inactive}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setShowingQr(t)}
                      data-testid={`table-row-qr-${t.number}`}
                    >
                      {m.tables.qr}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(t)}
                      data-testid={`table-edit-${t.number}`}
                    >
                      {m.tables.edit}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rows.length === 0 && !page.isPending && (
          <Text c="dimmed" ta="center" p="md">
            {m.tables.empty}
          </Text>
        )}
      </Paper>
      <Pager
        pageNumber={pageNumber}
        pageSize={10}
        totalCount={total}
        onPage={setPageNumber}
        unit={m.tables.unit}
        testId="tables-page"
      />
      <TableFormModal
        editing={editing}
        categories={allCategories}
        nextNumber={nextNumber}
        onClose={() => setEditing(undefined)}
      />
      {showingQr && <TableQrModal table={showingQr} onClose={() => setShowingQr(undefined)} />}
    </Stack>
  );
}
