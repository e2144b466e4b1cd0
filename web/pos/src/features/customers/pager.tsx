// Previous / next under a paged list, with 'صفحهٔ ۲ از ۳ · ۱۲ مورد' in Persian digits.
import { Button, Group, Text } from '@mantine/core';
import { toPersianDigits } from '@sofre/web-shared';
import { customerMessages as m } from './customers.messages.ts';

export interface PagerProps {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly onPage: (page: number) => void;
  readonly testId: string;
}

export function Pager({ pageNumber, pageSize, totalCount, onPage, testId }: PagerProps) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const [page, all, total] = [pageNumber, pages, totalCount].map(toPersianDigits);
  return (
    <Group justify="space-between" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {m.pager.summary(page!, all!, total!)}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={pageNumber <= 1}
          onClick={() => onPage(pageNumber - 1)}
          data-testid={`${testId}-prev`}
        >
          {m.pager.previous}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={pageNumber >= pages}
          onClick={() => onPage(pageNumber + 1)}
          data-testid={`${testId}-next`}
        >
          {m.pager.next}
        </Button>
      </Group>
    </Group>
  );
}
