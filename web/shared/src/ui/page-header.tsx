// A back-office screen's title, the sentence under it that says what the screen is for, and its
// main action (usually "add …") on the other side.
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  readonly title: string;
  readonly intro?: string;
  readonly action?: ReactNode;
}

export function PageHeader({ title, intro, action }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={3}>{title}</Title>
        {intro && (
          <Text size="sm" c="dimmed" maw={640}>
            {intro}
          </Text>
        )}
      </div>
      {action}
    </Group>
  );
}
