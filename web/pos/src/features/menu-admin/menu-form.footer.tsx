// Under a menu form: remove on one side (an existing record only; it asks first), cancel and save
// on the other.
import { Group } from '@mantine/core';
import { FormActions, type FormActionsProps } from '@sofre/web-shared';
import { ConfirmRemoveButton, type ConfirmRemoveButtonProps } from './confirm-remove.button.tsx';

export interface MenuFormFooterProps extends FormActionsProps {
  /** The remove button's record; absent for a new one. */
  readonly removal?: ConfirmRemoveButtonProps;
}

export function MenuFormFooter({ removal, ...actions }: MenuFormFooterProps) {
  return (
    <Group justify="space-between" mt="sm">
      {removal ? <ConfirmRemoveButton {...removal} /> : <span />}
      <FormActions {...actions} />
    </Group>
  );
}
