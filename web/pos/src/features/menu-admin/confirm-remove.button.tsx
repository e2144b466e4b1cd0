// A remove button that asks first: removing a menu record cannot be undone.
import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { menuAdminMessages } from './menu-admin.messages.ts';

export interface ConfirmRemoveButtonProps extends ButtonProps {
  readonly title: string;
  readonly onConfirm: () => void;
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
      <Modal opened={opened} onClose={close} title={menuAdminMessages.confirmRemoveTitle} centered>
        <Text mb="md">{menuAdminMessages.confirmRemove(title)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {menuAdminMessages.cancel}
          </Button>
          <Button
            color="red"
            data-testid={`${testId}-confirm`}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {menuAdminMessages.remove}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
