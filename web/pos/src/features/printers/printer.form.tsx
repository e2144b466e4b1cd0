// The printer form in a modal: name, IP address (typed in any digits), port and paper width. The
// server decides whether the name or the address is taken; its field errors appear beside them.
import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PrinterView } from '@sofre/engine/contracts';
import {
  DigitInput,
  FormActions,
  RecordFormModal,
  saveForm,
  toPersianDigits,
  type Editing,
} from '@sofre/web-shared';
import { normalizeIp } from '../../back-office-ui/ip-address.ts';
import { useSavePrinter } from './printers.api.ts';
import { printerMessages } from './printers.messages.ts';

const text = printerMessages.printerForm;
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

interface PrinterFormValues {
  name: string;
  ip: string;
  port: number | undefined;
  paperWidth: '58' | '80';
}

export interface PrinterFormProps {
  /** The printer being edited, 'new' for a new one; closed when undefined. */
  readonly editing: Editing<PrinterView>;
  readonly onClose: () => void;
}

export function PrinterFormModal({ editing, onClose }: PrinterFormProps) {
  return (
    <RecordFormModal
      editing={editing}
      onClose={onClose}
      titles={{ new: text.newTitle, edit: text.editTitle }}
    >
      {(printer, done) => <PrinterForm printer={printer} onDone={done} />}
    </RecordFormModal>
  );
}

function PrinterForm({ printer, onDone }: { printer?: PrinterView; onDone: () => void }) {
  const save = useSavePrinter();
  const form = useForm<PrinterFormValues>({
    initialValues: {
      name: printer?.name ?? '',
      ip: printer?.ip ?? '',
      port: printer?.port ?? 9100,
      paperWidth: printer?.paperWidth === 58 ? '58' : '80',
    },
    validate: {
      name: (v) => (v.trim() ? null : text.nameRequired),
      ip: (v) => (IPV4.test(normalizeIp(v)) ? null : text.ipInvalid),
      port: (v) => (v !== undefined && v >= 1 && v <= 65_535 ? null : text.portInvalid),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const fields = {
      name: values.name,
      ip: normalizeIp(values.ip),
      port: values.port ?? 9100,
      paperWidth: values.paperWidth === '58' ? (58 as const) : (80 as const),
    };
    await saveForm(form, () => save.mutateAsync({ id: printer?.id, fields }), {
      saved: printerMessages.saved,
      onDone,
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="printer-form">
      <Stack gap="sm">
        <TextInput
          label={text.name}
          placeholder={text.namePlaceholder}
          withAsterisk
          data-testid="printer-name"
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={text.ip}
            description={text.ipHint}
            withAsterisk
            dir="ltr"
            inputMode="decimal"
            data-testid="printer-ip"
            {...form.getInputProps('ip')}
            value={toPersianDigits(form.getValues().ip)}
            onChange={(e) => form.setFieldValue('ip', normalizeIp(e.currentTarget.value))}
          />
          <DigitInput
            label={text.port}
            description={text.portHint}
            dir="ltr"
            data-testid="printer-port"
            value={form.getValues().port}
            onValue={(v) => form.setFieldValue('port', v)}
            error={form.errors.port}
          />
        </Group>
        <div>
          <Text size="sm" fw={500} mb={4}>
            {text.paperWidth}
          </Text>
          <SegmentedControl
            data-testid="printer-paper"
            data={(['80', '58'] as const).map((w) => ({
              value: w,
              label: printerMessages.printers.mm(toPersianDigits(w)),
            }))}
            {...form.getInputProps('paperWidth')}
          />
        </div>
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="printer-save" />
      </Stack>
    </form>
  );
}
