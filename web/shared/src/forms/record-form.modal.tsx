// The add / edit modal every back-office record uses: open while something is being edited ('new'
// for a new record), the form remounted per record so its values start fresh, and the cancel /
// save row under the fields.
import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { commonMessages } from '../messages/shared.messages.ts';

/** What a list screen is editing: a record, 'new', or nothing (the modal is closed). */
export type Editing<T> = T | 'new' | undefined;

export interface RecordFormModalProps<T extends { readonly id: string }> {
  readonly editing: Editing<T>;
  readonly onClose: () => void;
  readonly titles: { readonly new: string; readonly edit: string };
  readonly size?: ModalProps['size'];
  /** The form for the record (undefined when new); it calls `done` after saving or cancelling. */
  readonly children: (record: T | undefined, done: () => void) => ReactNode;
}

export function RecordFormModal<T extends { readonly id: string }>({
  editing,
  onClose,
  titles,
  size,
  children,
}: RecordFormModalProps<T>) {
  const isNew = editing === 'new';
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={isNew ? titles.new : titles.edit}
      size={size}
      centered
    >
      {editing && (
        <Fragment key={isNew ? 'new' : editing.id}>
          {children(isNew ? undefined : editing, onClose)}
        </Fragment>
      )}
    </Modal>
  );
}

export interface FormActionsProps {
  readonly onCancel: () => void;
  readonly saving: boolean;
  readonly saveTestId: string;
  readonly saveLabel?: string;
}

/** Cancel and save at the form's end (the left, in right-to-left). */
export function FormActions({ onCancel, saving, saveTestId, saveLabel }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {commonMessages.cancel}
      </Button>
      <Button type="submit" loading={saving} data-testid={saveTestId}>
        {saveLabel ?? commonMessages.save}
      </Button>
    </Group>
  );
}
