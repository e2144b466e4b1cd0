// Previous / next under a paged list, with «۱۲ میز، صفحهٔ ۲ از ۳» in Persian digits. Words sit
// between the numbers: digits around a lone '·' get reordered in right-to-left text.
import { Button, Group, Text } from '@mantine/core';
import { toPersianDigits } from '../format/digits.ts';
import { pagerMessages as m } from '../messages/shared.messages.ts';

export interface PagerProps {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly onPage: (page: number) => void;
  /** What is counted: «مورد», «میز», «مشتری». */
  readonly unit?: string;
  /** The summary's test id; the buttons get `-prev` and `-next`. */
  readonly testId: string;
}

export function Pager({ pageNumber, pageSize, totalCount, onPage, unit, testId }: PagerProps) {
  const pages = pageCount(totalCount, pageSize);
  return (
    <Group justify="space-between" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {m.summary(
          toPersianDigits(pageNumber),
          toPersianDigits(pages),
          toPersianDigits(totalCount),
          unit ?? m.unit,
        )}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={pageNumber <= 1}
          onClick={() => onPage(pageNumber - 1)}
          data-testid={`${testId}-prev`}
        >
          {m.previous}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={pageNumber >= pages}
          onClick={() => onPage(pageNumber + 1)}
          data-testid={`${testId}-next`}
        >
          {m.next}
        </Button>
      </Group>
    </Group>
  );
}

/** At least one page, so «صفحهٔ ۱ از ۱» reads right for an empty list. */
export const pageCount = (totalCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(totalCount / pageSize));
