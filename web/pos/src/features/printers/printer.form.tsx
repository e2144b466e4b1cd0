// The printer form in a modal: name, IP address (typed in any digits), port and paper width. The
// server decides whether the name or the address is taken; its field errors appear beside them.
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PrinterView } from '@sofre/engine/contracts';
import {
  DigitInput,
  normalizeDigits,
  notifySuccess,
  showServerErrors,
  toPersianDigits,
} from '@sofre/web-shared';
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

/** '۱۹۲٫۱۶۸٫۱٫۶۰' → '192.168.1.60' (the Persian decimal separator is what many keyboards type). */
export const normalizeIp = (typed: string): string =>
  normalizeDigits(typed).replace(/[٫,]/g, '.').replace(/\s/g, '');

export interface PrinterFormProps {
  readonly editing: PrinterView | 'new' | undefined;
  readonly onClose: () => void;
}

export function PrinterFormModal({ editing, onClose }: PrinterFormProps) {
  const isNew = editing === 'new';
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={isNew ? text.newTitle : text.editTitle}
      centered
    >
      {editing && (
        <PrinterForm
          key={isNew ? 'new' : editing.id}
          printer={isNew ? undefined : editing}
          onDone={onClose}
        />
      )}
    </Modal>
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
    try {
      const fields = {
        name: values.name,
        ip: normalizeIp(values.ip),
        port: values.port ?? 9100,
        paperWidth: values.paperWidth === '58' ? (58 as const) : (80 as const),
      };
      await save.mutateAsync({ id: printer?.id, fields });
      notifySuccess(printerMessages.saved);
      onDone();
    } catch (error) {
      // Beside the fields; the query client toasts the refusal itself.
      showServerErrors(form, error);
    }
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {printerMessages.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="printer-save">
            {printerMessages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
