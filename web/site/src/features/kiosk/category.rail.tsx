// The menu's categories as big buttons: down the side in landscape, across the top in portrait.
import { Button, Stack, Group } from '@mantine/core';
import type { KioskCategory } from './kiosk-menu.ts';
import { kioskMessages as text } from './kiosk.messages.ts';

export interface CategoryRailProps {
  readonly categories: readonly KioskCategory[];
  readonly selected: string | undefined;
  readonly portrait: boolean;
  readonly onSelect: (id: string) => void;
}

export function CategoryRail({ categories, selected, portrait, onSelect }: CategoryRailProps) {
  const buttons = categories.map((c) => (
    <Button
      key={c.id}
      size="xl"
      h={68}
      fz={22}
      px="lg"
      variant={c.id === selected ? 'filled' : 'subtle'}
      color={c.id === selected ? 'sofre' : 'dark'}
      justify={portrait ? 'center' : 'flex-start'}
      fullWidth={!portrait}
      style={{ flexShrink: 0 }}
      aria-current={c.id === selected ? 'true' : undefined}
      onClick={() => onSelect(c.id)}
      data-testid={`kiosk-category-${c.id}`}
    >
      {c.title}
    </Button>
  ));
  const nav = { component: 'nav' as const, 'aria-label': text.menu.categories, p: 'sm' };
  return portrait ? (
    <Group {...nav} wrap="nowrap" gap="xs" style={{ overflowX: 'auto' }}>
      {buttons}
    </Group>
  ) : (
    <Stack {...nav} gap="xs" style={{ overflowY: 'auto' }} bg="gray.0">
      {buttons}
    </Stack>
  );
}
