// Previous / next under a paged list, with 'صفحهٔ ۲ از ۳ · ۱۲ میز' in Persian digits.
import { Button, Group, Text } from '@mantine/core';
import { toPersianDigits } from '@sofre/web-shared';
import { tableMessages as m } from './dining-tables.messages.ts';

export interface PageControlsProps {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly onPage: (page: number) => void;
}

export function PageControls({ pageNumber, pageSize, totalCount, onPage }: PageControlsProps) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <Group justify="space-between" data-testid="tables-pages">
      <Text size="sm" c="dimmed">
        {m.tables.page(
          toPersianDigits(pageNumber),
          toPersianDigits(pages),
          toPersianDigits(totalCount),
        )}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={pageNumber <= 1}
          onClick={() => onPage(pageNumber - 1)}
          data-testid="tables-page-prev"
        >
          {m.tables.previous}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={pageNumber >= pages}
          onClick={() => onPage(pageNumber + 1)}
          data-testid="tables-page-next"
        >
          {m.tables.next}
        </Button>
      </Group>
    </Group>
  );
}
