// "Are you sure?" before something that cannot be undone (deleting a role, removing a member of
// staff): a small modal with the question, cancel, and a red confirm.
import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  readonly opened: boolean;
  readonly title: string;
  readonly question: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  readonly testId: string;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered size="sm">
      <Text size="sm" mb="md" data-testid={`${props.testId}-question`}>
        {props.question}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={props.onClose}>
          {props.cancel}
        </Button>
        <Button
          color="red"
          loading={props.busy}
          onClick={props.onConfirm}
          data-testid={`${props.testId}-confirm`}
        >
          {props.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
