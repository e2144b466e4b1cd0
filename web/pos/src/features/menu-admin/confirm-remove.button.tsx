// A remove button that asks first: removing a menu record cannot be undone.
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '@sofre/web-shared';
import { menuAdminMessages } from './menu-admin.messages.ts';

export interface ConfirmRemoveButtonProps extends ButtonProps {
  readonly title: string;
  readonly onConfirm: () => void;
  /** The button's test id; the dialog's confirm gets `-confirm`. */
  readonly testId: string;
}

export function ConfirmRemoveButton({
  title,
  onConfirm,
  testId,
  ...button
}: ConfirmRemoveButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        {...button}
        onClick={open}
        data-testid={testId}
      >
        {menuAdminMessages.remove}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={menuAdminMessages.confirmRemoveTitle}
        question={menuAdminMessages.confirmRemove(title)}
        confirm={menuAdminMessages.remove}
        cancel={menuAdminMessages.cancel}
        onConfirm={() => {
          close();
          onConfirm();
        }}
        onClose={close}
        testId={testId}
      />
    </>
  );
}
