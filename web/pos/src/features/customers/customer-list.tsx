// The customer list: search by name or phone (Persian or Latin digits, the server folds them),
// newest first, ten a page; a row opens the customer's details.
import { Button, Group, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  formatDate,
  formatNumber,
  Pager,
  toPersianDigits,
  usePagedSearch,
} from '@sofre/web-shared';
import { useState } from 'react';
import { CreateCustomerModal } from './create-customer.modal.tsx';
import { CustomerDetailsDrawer } from './customer-details.drawer.tsx';
import { useCustomerPage } from './customers.api.ts';
import { customerMessages as m } from './customers.messages.ts';

export function CustomerList() {
  const paging = usePagedSearch();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string>();
  const page = useCustomerPage({ pageNumber: paging.pageNumber, search: paging.settledSearch });
  const rows = page.data?.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={m.list.search}
          placeholder={m.list.searchPlaceholder}
          value={paging.search}
          onChange={(e) => paging.setSearch(e.currentTarget.value)}
          w={320}
          data-testid="customers-search"
        />
        <Button onClick={() => setCreating(true)} data-testid="customers-create">
          {m.list.create}
        </Button>
      </Group>
      <Paper withBorder radius="md">
        <ScrollArea>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="customers-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.list.name}</Table.Th>
                <Table.Th>{m.list.phone}</Table.Th>
                <Table.Th>{m.list.addresses}</Table.Th>
                <Table.Th>{m.list.createdAt}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id} data-testid={`customer-row-${c.id}`}>
                  <Table.Td fw={600}>{`${c.firstName} ${c.lastName}`}</Table.Td>
                  <Table.Td dir="ltr" style={{ textAlign: 'right' }}>
                    {toPersianDigits(c.phoneNumber)}
                  </Table.Td>
                  <Table.Td>{formatNumber(c.addresses.length)}</Table.Td>
                  <Table.Td>{formatDate(c.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpenId(c.id)}
                      data-testid={`customer-open-${c.id}`}
                    >
                      {m.list.details}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" data-testid="customers-empty">
            {page.isPending ? m.list.loading : m.list.empty}
          </Text>
        )}
      </Paper>
      {page.data && (
        <Pager
          pageNumber={page.data.pageNumber}
          pageSize={page.data.pageSize}
          totalCount={page.data.totalCount}
          onPage={paging.setPageNumber}
          testId="customers-pages"
        />
      )}
      {creating && <CreateCustomerModal onClose={() => setCreating(false)} />}
      <CustomerDetailsDrawer customerId={openId} onClose={() => setOpenId(undefined)} />
    </Stack>
  );
}
