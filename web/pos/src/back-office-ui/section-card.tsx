// A bordered card of a back-office screen that holds more than one list (printers and stations,
// card readers and the till's banks) or one unsearched list: an optional title with its "add …"
// button, then a loader until the data is there, then the content.
import { Button, Center, Group, Loader, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  readonly title?: string;
  /** The card's "add …" button beside its title. */
  readonly add?: { readonly label: string; readonly onClick: () => void; readonly testId: string };
  readonly loading: boolean;
  /** What the loader says to a screen reader. */
  readonly loadingLabel: string;
  readonly children: ReactNode;
}

export function SectionCard({ title, add, loading, loadingLabel, children }: SectionCardProps) {
  return (
    <Paper withBorder p="sm">
      {title && (
        <Group justify="space-between" mb="sm">
          <Title order={4}>{title}</Title>
          {add && (
            <Button size="xs" onClick={add.onClick} data-testid={add.testId}>
              {add.label}
            </Button>
          )}
        </Group>
      )}
      {loading ? (
        <Center h={120}>
          <Loader aria-label={loadingLabel} />
        </Center>
      ) : (
        children
      )}
    </Paper>
  );
}
