// A subscription code's form: the code, GRANT (days of a package) or DISCOUNT (a percentage off
// its price), the package, an expiry picked as a Jalali day (the end of that day in Tehran), a cap
// on how many vendors use it, active. Field errors from the server appear beside the fields.
import {
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SubscriptionCodeView } from '@sofre/engine/contracts';
import { tehranClock, tehranWallToUtc } from '@sofre/engine';
import { DigitInput, FormActions, saveForm } from '@sofre/web-shared';
import { JalaliDayField } from '../../back-office-ui/jalali-day.field.tsx';
import { useSaveCode, type CodeFieldsInput } from './platform.api.ts';
import { platformMessages } from './platform.messages.ts';

const text = platformMessages.codes.form;
type Kind = SubscriptionCodeView['kind'];

interface CodeFormValues {
  code: string;
  kind: Kind;
  packageId: string | null;
  days: number | undefined;
  discountPercent: number | undefined;
  /** YYYY-MM-DD (a Tehran day), or undefined: never expires. */
  expirationDay: string | undefined;
  usageLimit: number | undefined;
  active: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');
const dayOf = (instant: string) => {
  const t = tehranClock(instant);
  return `${t.year}-${two(t.month)}-${two(t.day)}`;
};
const endOfDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return tehranWallToUtc(y, m, d, 23, 59, 59);
};

/** A code's fields as the PUT takes them (the list's switch sends them with one change). */
export const fieldsOfCode = (code: SubscriptionCodeView): CodeFieldsInput => ({
  code: code.code,
  packageId: code.packageId,
  kind: code.kind,
  days: code.days,
  discountPercent: code.discountPercent,
  expiration: code.expiration,
  usageLimit: code.usageLimit,
  active: code.active,
});

export interface CodeFormProps {
  readonly code: SubscriptionCodeView | undefined;
  readonly packages: readonly { value: string; label: string }[];
  readonly onDone: () => void;
}

export function CodeForm({ code, packages, onDone }: CodeFormProps) {
  const save = useSaveCode();
  const form = useForm<CodeFormValues>({
    initialValues: {
      code: code?.code ?? '',
      kind: code?.kind ?? 'GRANT',
      packageId: code?.packageId ?? null,
      days: code?.days ?? undefined,
      discountPercent: code?.discountPercent ?? undefined,
      expirationDay: code?.expiration ? dayOf(code.expiration) : undefined,
      usageLimit: code?.usageLimit ?? undefined,
      active: code?.active ?? true,
    },
    validate: {
      code: (v) => (v.trim() ? null : text.codeRequired),
      packageId: (v) => (v ? null : text.packageRequired),
    },
  });
  const { kind } = form.values;
  const submit = form.onSubmit((v) =>
    saveForm(
      form,
      () =>
        save.mutateAsync({
          id: code?.id,
          fields: {
            code: v.code.trim(),
            kind: v.kind,
            packageId: v.packageId ?? '',
            days: v.kind === 'GRANT' ? (v.days ?? null) : null,
            discountPercent: v.kind === 'DISCOUNT' ? (v.discountPercent ?? null) : null,
            expiration: v.expirationDay ? endOfDay(v.expirationDay) : null,
            usageLimit: v.usageLimit ?? null,
            active: v.active,
          },
        }),
      { saved: platformMessages.saved, onDone },
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="admin-code-form">
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <TextInput
            label={text.code}
            description={text.codeHint}
            withAsterisk
            dir="ltr"
            data-testid="admin-code-code"
            {...form.getInputProps('code')}
          />
          <Select
            label={text.package}
            withAsterisk
            data={packages}
            data-testid="admin-code-package"
            {...form.getInputProps('packageId')}
          />
        </SimpleGrid>
        <Input.Wrapper label={text.kind} withAsterisk>
          <SegmentedControl
            fullWidth
            mt={4}
            data={(['GRANT', 'DISCOUNT'] as const).map((k) => ({
              value: k,
              label: platformMessages.codes.kinds[k],
            }))}
            value={kind}
            onChange={(next) => form.setFieldValue('kind', next as Kind)}
            data-testid="admin-code-kind"
          />
        </Input.Wrapper>
        <SimpleGrid cols={2}>
          {kind === 'GRANT' ? (
            <DigitInput
              label={text.days}
              withAsterisk
              value={form.values.days}
              onValue={(v) => form.setFieldValue('days', v)}
              error={form.errors.days}
              data-testid="admin-code-days"
            />
          ) : (
            <DigitInput
              label={text.percent}
              withAsterisk
              rightSection="٪"
              value={form.values.discountPercent}
              onValue={(v) => form.setFieldValue('discountPercent', v)}
              error={form.errors.discountPercent}
              data-testid="admin-code-percent"
            />
          )}
          <DigitInput
            label={text.usageLimit}
            description={text.unlimited}
            value={form.values.usageLimit}
            onValue={(v) => form.setFieldValue('usageLimit', v)}
            error={form.errors.usageLimit}
          />
        </SimpleGrid>
        <JalaliDayField
          label={text.expiration}
          value={form.values.expirationDay}
          onChange={(day) => form.setFieldValue('expirationDay', day)}
          testId="admin-code-expiration"
          words={{ anyDay: text.anyDay, clear: text.clear }}
          width={260}
        />
        <Switch label={text.active} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="admin-code-save" />
      </Stack>
    </form>
  );
}
