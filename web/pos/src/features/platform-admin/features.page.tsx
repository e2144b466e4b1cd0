// /bo/platform/features: the product's features (a closed list) with the title and description
// vendors see; the admin changes them (PUT feature).
import { Button, Paper, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FeatureView } from '@sofre/engine/contracts';
import {
  commonMessages,
  FormActions,
  PageHeader,
  RecordFormModal,
  saveForm,
  type Editing,
} from '@sofre/web-shared';
import { useState } from 'react';
import { useAdminFeatures, useSaveFeature } from './platform.api.ts';
import { platformMessages } from './platform.messages.ts';

const text = platformMessages.features;

function FeatureForm({ feature, onDone }: { feature: FeatureView; onDone: () => void }) {
  const save = useSaveFeature();
  const form = useForm({
    initialValues: { title: feature.title, description: feature.description },
  });
  const submit = form.onSubmit((v) =>
    saveForm(form, () => save.mutateAsync({ feature: feature.id, ...v }), {
      saved: platformMessages.saved,
      onDone,
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="admin-feature-form">
      <Stack gap="sm">
        <TextInput
          label={text.form.title}
          withAsterisk
          data-testid="admin-feature-title"
          {...form.getInputProps('title')}
        />
        <Textarea
          label={text.form.description}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="admin-feature-save" />
      </Stack>
    </form>
  );
}

export function PlatformFeaturesPage() {
  const features = useAdminFeatures();
  const [editing, setEditing] = useState<Editing<FeatureView>>();
  return (
    <Stack gap="md" data-testid="admin-features-page">
      <PageHeader title={text.title} intro={text.intro} />
      <Paper withBorder p="sm">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.columns.title}</Table.Th>
              <Table.Th>{text.columns.description}</Table.Th>
              <Table.Th>{text.columns.id}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(features.data ?? []).map((f) => (
              <Table.Tr key={f.id} data-testid={`admin-feature-${f.id}`}>
                <Table.Td fw={700}>{f.title}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {f.description}
                  </Text>
                </Table.Td>
                <Table.Td ff="monospace" dir="ltr" ta="right">
                  {f.id}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => setEditing(f)}
                    data-testid={`admin-feature-edit-${f.id}`}
                  >
                    {commonMessages.edit}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <RecordFormModal
        editing={editing}
        onClose={() => setEditing(undefined)}
        titles={{ new: text.form.editTitle, edit: text.form.editTitle }}
      >
        {(feature, done) => feature && <FeatureForm feature={feature} onDone={done} />}
      </RecordFormModal>
    </Stack>
  );
}
