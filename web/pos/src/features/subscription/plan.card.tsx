// The vendor's plan at the top of the page: the package, the term's end (Jalali) and the days
// left, and this month's usage against the package's caps as bars (orange near, red at the cap).
import {
  Alert,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PlanView, UsageView } from '@sofre/engine/contracts';
import { formatDate, formatNumber } from '@sofre/web-shared';
import { subscriptionMessages as text } from './subscription.messages.ts';
import { usageColor, usageFill } from './subscription.rules.ts';

function UsageBar({ usage }: { usage: UsageView }) {
  const color = usageColor(usage.level);
  const used = formatNumber(usage.used);
  return (
    <Stack gap={4} data-testid={`usage-${usage.metric}`} data-level={usage.level}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="sm" fw={600}>
          {text.metrics[usage.metric]}
        </Text>
        <Text size="sm" c={usage.level === 'OK' ? undefined : color}>
          {usage.limit === null
            ? text.unlimited(used)
            : text.usedOf(used, formatNumber(usage.limit))}
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section
          value={usageFill(usage)}
          color={color}
          aria-label={text.metrics[usage.metric]}
        />
      </Progress.Root>
      {usage.level !== 'OK' && (
        <Text size="xs" c={color}>
          {text.levels[usage.level]}
        </Text>
      )}
    </Stack>
  );
}

export function PlanCard({ plan }: { plan: PlanView }) {
  return (
    <Paper withBorder p="md" h="100%" data-testid="plan-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="xs" c="dimmed">
              {text.plan.current}
            </Text>
            <Title order={3} data-testid="plan-package">
              {plan.package.title}
            </Title>
          </div>
          {plan.endsAt ? (
            <Stack gap={2} align="flex-end">
              <Text size="sm" data-testid="plan-ends">
                {text.plan.endsAt(formatDate(plan.endsAt))}
              </Text>
              {plan.daysLeft !== null && (
                <Badge
                  variant="light"
                  color={plan.daysLeft <= 7 ? 'orange' : 'teal'}
                  data-testid="plan-days-left"
                >
                  {text.plan.daysLeft(formatNumber(plan.daysLeft))}
                </Badge>
              )}
            </Stack>
          ) : (
            <Badge variant="light" color="gray">
              {text.plan.noEnd}
            </Badge>
          )}
        </Group>
        {plan.lapsed && (
          <Alert color="orange" p="xs" data-testid="plan-lapsed">
            {text.plan.lapsed}
          </Alert>
        )}
        <SimpleGrid cols={3} spacing="lg">
          {plan.usages.map((u) => (
            <UsageBar key={u.metric} usage={u} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
