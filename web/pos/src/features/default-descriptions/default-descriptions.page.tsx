// /bo/default-descriptions: the canned notes cashiers add to order lines and orders, a page at a
// time, searched by text, with create / edit / remove.
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DefaultDescriptionView } from '@sofre/engine/contracts';
import { formatNumber, notifySuccess, RemovePopover, toPersianDigits } from '@sofre/web-shared';
import { useState } from 'react';
import { DescriptionFormModal } from './description.form.tsx';
import { PAGE_SIZE, useDescriptionPage, useRemoveDescription } from './default-descriptions.api.ts';
import {
  descriptionMessages as text,
  descriptionTargetLabels,
} from './default-descriptions.messages.ts';

export function DefaultDescriptionsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [pageNumber, setPageNumber] = useState(1);
  const [editing, setEditing] = useState<DefaultDescriptionView | 'new'>();
  const page = useDescriptionPage(pageNumber, debounced);
  const total = page.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = page.data?.data ?? [];

  return (
    <Stack gap="md" data-testid="default-descriptions-page">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3}>{text.title}</Title>
          <Text size="sm" c="dimmed" maw={640}>
            {text.intro}
          </Text>
        </div>
        <Button onClick={() => setEditing('new')} data-testid="description-new">
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
            data-testid="description-search"
          />
          <Text size="sm" c="dimmed" data-testid="description-total">
            {text.total(formatNumber(total))}
          </Text>
        </Group>
        {page.isPending ? (
          <Center h={120}>
            <Loader aria-label={text.loading} />
          </Center>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="description-empty">
            {text.empty}
          </Text>
        ) : (
          <DescriptionsTable rows={rows} onEdit={setEditing} />
        )}
        {pages > 1 && (
          <Group justify="center" mt="sm">
            <Pagination
              total={pages}
              value={pageNumber}
              onChange={setPageNumber}
              getItemProps={(p) => ({
                children: toPersianDigits(p),
                'data-testid': `description-page-${p}`,
              })}
            />
          </Group>
        )}
      </Paper>
      <DescriptionFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}

function DescriptionsTable({
  rows,
  onEdit,
}: {
  rows: readonly DefaultDescriptionView[];
  onEdit: (note: DefaultDescriptionView) => void;
}) {
  const remove = useRemoveDescription();
  const removeOne = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      notifySuccess(text.saved);
    } catch {
      // The query client has toasted the refusal.
    }
  };
  return (
    <Table striped highlightOnHover verticalSpacing="sm" data-testid="description-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.table.title}</Table.Th>
          <Table.Th>{text.table.target}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((note) => (
          <Table.Tr key={note.id} data-testid={`description-row-${note.id}`}>
            <Table.Td fw={600}>{note.title}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={note.target === 'ITEM' ? 'blue' : 'grape'}>
                {descriptionTargetLabels[note.target]}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onEdit(note)}
                  data-testid={`description-edit-${note.id}`}
                >
                  {text.edit}
                </Button>
                <RemovePopover
                  question={text.confirmRemove(note.title)}
                  testId={`description-remove-${note.id}`}
                  onConfirm={() => void removeOne(note.id)}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
