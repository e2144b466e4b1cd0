// The grip a sortable row is dragged by.
import { ActionIcon } from '@mantine/core';
import { menuAdminMessages } from './menu-admin.messages.ts';
import type { DragHandleProps } from './sortable-list.tsx';

export function DragHandle({ handle, testId }: { handle: DragHandleProps; testId: string }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={menuAdminMessages.dragHandle}
      data-testid={testId}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...handle}
    >
      ⠿
    </ActionIcon>
  );
}
