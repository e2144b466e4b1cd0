// − count + with thumb-sized buttons (64 px), named for screen readers.
import { ActionIcon, Group, Text } from '@mantine/core';
import { formatNumber } from '@sofre/web-shared';

export interface CountButtonsProps {
  readonly count: number;
  readonly onIncrease: () => void;
  readonly onDecrease: () => void;
  readonly increaseLabel: string;
  readonly decreaseLabel: string;
  readonly canIncrease?: boolean;
  readonly canDecrease?: boolean;
  readonly testId: string;
}

export function CountButtons(props: CountButtonsProps) {
  const { count, canIncrease = true, canDecrease = true, testId } = props;
  return (
    <Group gap="sm" wrap="nowrap" data-testid={testId} data-count={count}>
      <ActionIcon
        size={64}
        radius="xl"
        variant="light"
        aria-label={props.increaseLabel}
        disabled={!canIncrease}
        onClick={props.onIncrease}
        data-testid={`${testId}-plus`}
      >
        <Text fz={34} fw={800} aria-hidden>
          +
        </Text>
      </ActionIcon>
      <Text fz={30} fw={800} miw={44} ta="center" aria-live="polite">
        {formatNumber(count)}
      </Text>
      <ActionIcon
        size={64}
        radius="xl"
        variant="light"
        aria-label={props.decreaseLabel}
        disabled={!canDecrease}
        onClick={props.onDecrease}
        data-testid={`${testId}-minus`}
      >
        <Text fz={34} fw={800} aria-hidden>
          −
        </Text>
      </ActionIcon>
    </Group>
  );
}
