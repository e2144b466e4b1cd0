// The default description form in a modal: the note's text and whether it is for one line of the
// order or the whole order. A note taken twice is refused beside the text.
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DefaultDescriptionView } from '@sofre/engine/contracts';
import type { DescriptionTarget } from '@sofre/engine/default-descriptions';
import { notifySuccess, showServerErrors } from '@sofre/web-shared';
import { useSaveDescription } from './default-descriptions.api.ts';
import { descriptionMessages, descriptionTargetLabels } from './default-descriptions.messages.ts';

const text = descriptionMessages.form;

interface DescriptionFormValues {
  title: string;
  target: DescriptionTarget;
}

export interface DescriptionFormProps {
  readonly editing: DefaultDescriptionView | 'new' | undefined;
  readonly onClose: () => void;
}

export function DescriptionFormModal({ editing, onClose }: DescriptionFormProps) {
  const isNew = editing === 'new';
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={isNew ? text.newTitle : text.editTitle}
      centered
    >
      {editing && (
        <DescriptionForm
          key={isNew ? 'new' : editing.id}
          note={isNew ? undefined : editing}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function DescriptionForm({ note, onDone }: { note?: DefaultDescriptionView; onDone: () => void }) {
  const save = useSaveDescription();
  const form = useForm<DescriptionFormValues>({
    initialValues: { title: note?.title ?? '', target: note?.target ?? 'ITEM' },
    validate: { title: (v) => (v.trim() ? null : text.titleRequired) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: note?.id, fields: values });
      notifySuccess(descriptionMessages.saved);
      onDone();
    } catch (error) {
      // Beside the fields; the query client toasts the refusal itself.
      showServerErrors(form, error);
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="description-form">
      <Stack gap="sm">
        <TextInput
          label={text.title}
          placeholder={text.titlePlaceholder}
          withAsterisk
          data-autofocus
          data-testid="description-title"
          {...form.getInputProps('title')}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {text.target}
          </Text>
          <SegmentedControl
            data-testid="description-target"
            data={(['ITEM', 'ORDER'] as const).map((t) => ({
              value: t,
              label: descriptionTargetLabels[t],
            }))}
            {...form.getInputProps('target')}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {descriptionMessages.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="description-save">
            {descriptionMessages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
