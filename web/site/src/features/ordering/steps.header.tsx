// Above every step but the menu: back, the step's name, and how far along the four steps it is.
import { ActionIcon, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { toPersianDigits } from '@sofre/web-shared';
import { stepMessages as text } from '../../messages/ordering.messages.ts';
import { ORDERING_STEPS, type OrderingStep } from './ordering.machine.ts';

export function StepsHeader({ step, onBack }: { step: OrderingStep; onBack: () => void }) {
  const index = ORDERING_STEPS.indexOf(step);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={text.back}
          onClick={onBack}
          data-testid="step-back"
        >
          <Text size="xl" aria-hidden>
            →
          </Text>
        </ActionIcon>
        <Title order={2} size="h3" data-testid="step-title" data-step={step}>
          {text.steps[step]}
        </Title>
        <Text size="sm" c="dimmed" ms="auto">
          {text.progress(toPersianDigits(index + 1), toPersianDigits(ORDERING_STEPS.length))}
        </Text>
      </Group>
      <Progress value={((index + 1) / ORDERING_STEPS.length) * 100} size="xs" aria-hidden />
    </Stack>
  );
}
