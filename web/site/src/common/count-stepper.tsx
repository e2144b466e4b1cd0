// − count + for a line or an item: big enough to hit with a thumb (44 px), named for screen readers.
import { ActionIcon, Group, Text } from '@mantine/core';
import { formatNumber } from '@sofre/web-shared';

export interface CountStepperProps {
  readonly count: number;
  readonly onChange: (count: number) => void;
  readonly increaseLabel: string;
  readonly decreaseLabel: string;
  readonly min?: number;
  readonly disabled?: boolean;
  readonly testId?: string;
}

export function CountStepper(props: CountStepperProps) {
  const { count, onChange, increaseLabel, decreaseLabel, min = 0, disabled, testId } = props;
  return (
    <Group gap={4} wrap="nowrap" data-testid={testId} data-count={count}>
      <ActionIcon
        size={36}
        radius="xl"
        variant="light"
        aria-label={increaseLabel}
        disabled={disabled}
        onClick={() => onChange(count + 1)}
        data-testid={testId && `${testId}-plus`}
      >
        <Text fw={700} size="lg" aria-hidden>
          +
        </Text>
      </ActionIcon>
      <Text fw={700} miw={24} ta="center" className="tabular-nums" aria-live="polite">
        {formatNumber(count)}
      </Text>
      <ActionIcon
        size={36}
        radius="xl"
        variant="light"
        aria-label={decreaseLabel}
        disabled={disabled || count <= min}
        onClick={() => onChange(count - 1)}
        data-testid={testId && `${testId}-minus`}
      >
        <Text fw={700} size="lg" aria-hidden>
          −
        </Text>
      </ActionIcon>
    </Group>
  );
}
