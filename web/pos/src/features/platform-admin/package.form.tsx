// A package's form: title, description, its features, a price per period in Toman (empty: not
// sold for it), monthly caps (empty: none), the contract fee and whether it is on sale. The
// server judges the rest (a title taken) and its field errors appear beside the fields.
import {
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FeatureView, PackageView } from '@sofre/engine/contracts';
import { BillingPeriod, UsageMetric, type FeatureId } from '@sofre/engine/subscriptions';
import { DigitInput, FormActions, saveForm } from '@sofre/web-shared';
import { useSavePackage } from './platform.api.ts';
import { platformMessages } from './platform.messages.ts';
import { formOfPackage, requestOfPackage, type PackageFormValues } from './package-form.values.ts';

const text = platformMessages.packages.form;

export interface PackageFormProps {
  readonly pkg: PackageView | undefined;
  readonly features: readonly FeatureView[];
  readonly onDone: () => void;
}

export function PackageForm({ pkg, features, onDone }: PackageFormProps) {
  const save = useSavePackage();
  const form = useForm<PackageFormValues>({
    initialValues: formOfPackage(pkg),
    validate: { title: (v) => (v.trim() ? null : text.titleRequired) },
  });
  const submit = form.onSubmit((values) =>
    saveForm(form, () => save.mutateAsync({ id: pkg?.id, fields: requestOfPackage(values) }), {
      saved: platformMessages.saved,
      onDone,
    }),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="admin-package-form">
      <Stack gap="sm">
        <TextInput
          label={text.title}
          withAsterisk
          data-testid="admin-package-title"
          {...form.getInputProps('title')}
        />
        <Textarea
          label={text.description}
          autosize
          minRows={1}
          maxRows={3}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group
          label={text.features}
          value={form.values.features}
          onChange={(v) => form.setFieldValue('features', v as FeatureId[])}
        >
          <SimpleGrid cols={3} mt={6} spacing={6}>
            {features.map((f) => (
              <Checkbox
                key={f.id}
                value={f.id}
                label={f.title}
                data-testid={`admin-package-feature-${f.id}`}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <div>
          <Text size="sm" fw={500}>
            {text.prices}
          </Text>
          <Text size="xs" c="dimmed">
            {text.pricesHint}
          </Text>
          <SimpleGrid cols={3} mt={4}>
            {BillingPeriod.options.map((p) => (
              <DigitInput
                key={p}
                label={platformMessages.periods[p]}
                value={form.values.prices[p]}
                onValue={(v) => form.setFieldValue(`prices.${p}`, v)}
                error={form.errors[`prices.${p}`]}
                data-testid={`admin-package-price-${p}`}
              />
            ))}
          </SimpleGrid>
        </div>
        <div>
          <Text size="sm" fw={500}>
            {text.limits}
          </Text>
          <Text size="xs" c="dimmed">
            {text.limitsHint}
          </Text>
          <SimpleGrid cols={3} mt={4}>
            {UsageMetric.options.map((m) => (
              <DigitInput
                key={m}
                label={platformMessages.metrics[m]}
                value={form.values.limits[m]}
                onValue={(v) => form.setFieldValue(`limits.${m}`, v)}
                error={form.errors[`limits.${m}`]}
                data-testid={`admin-package-limit-${m}`}
              />
            ))}
          </SimpleGrid>
        </div>
        <Group grow align="flex-end">
          <NumberInput
            label={text.fee}
            min={0}
            max={100}
            decimalScale={2}
            suffix="٪"
            {...form.getInputProps('contractFeePercent')}
          />
          <Switch
            label={text.active}
            mb={8}
            data-testid="admin-package-active"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        </Group>
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="admin-package-save" />
      </Stack>
    </form>
  );
}
