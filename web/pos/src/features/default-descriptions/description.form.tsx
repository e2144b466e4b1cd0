// The default description form in a modal: the note's text and whether it is for one line of the
// order or the whole order. A note taken twice is refused beside the text.
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DefaultDescriptionView } from '@sofre/engine/contracts';
import type { DescriptionTarget } from '@sofre/engine/default-descriptions';
import { FormActions, saveForm } from '@sofre/web-shared';
import { useSaveDescription } from './default-descriptions.api.ts';
import { descriptionMessages, descriptionTargetLabels } from './default-descriptions.messages.ts';

const text = descriptionMessages.form;

interface DescriptionFormValues {
  title: string;
  target: DescriptionTarget;
}

export function DescriptionForm({
  note,
  onDone,
}: {
  note?: DefaultDescriptionView;
  onDone: () => void;
}) {
  const save = useSaveDescription();
  const form = useForm<DescriptionFormValues>({
    initialValues: { title: note?.title ?? '', target: note?.target ?? 'ITEM' },
    validate: { title: (v) => (v.trim() ? null : text.titleRequired) },
  });
  const submit = form.onSubmit(async (values) => {
    await saveForm(form, () => save.mutateAsync({ id: note?.id, fields: values }), {
      saved: descriptionMessages.saved,
      onDone,
    });
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
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="description-save" />
      </Stack>
    </form>
  );
}
