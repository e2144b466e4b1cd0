// The card reader form in a modal: title, bank, terminal number, serial, and for a network reader
// its IP and port (typed in any digits, shown in Persian ones). The server decides what is taken
// or missing (an IP without a port); its field errors appear beside the fields.
import { Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { BankOption, PosTerminalView } from '@sofre/engine/contracts';
import type { BankName } from '@sofre/engine/banking';
import {
  DigitInput,
  FormActions,
  normalizeDigits,
  RecordFormModal,
  saveForm,
  toPersianDigits,
  type Editing,
} from '@sofre/web-shared';
import { normalizeIp } from '../../back-office-ui/ip-address.ts';
import { useSaveTerminal } from './terminals.api.ts';
import { terminalMessages } from './terminals.messages.ts';

const text = terminalMessages.form;

interface TerminalFormValues {
  title: string;
  bankProvider: BankName | null;
  terminalId: string;
  serialNumber: string;
  ip: string;
  port: number | undefined;
  active: boolean;
}

export interface TerminalFormProps {
  /** The reader being edited, 'new' for a new one; closed when undefined. */
  readonly editing: Editing<PosTerminalView>;
  readonly banks: readonly BankOption[];
  readonly onClose: () => void;
}

export function TerminalFormModal({ editing, banks, onClose }: TerminalFormProps) {
  return (
    <RecordFormModal
      editing={editing}
      onClose={onClose}
      titles={{ new: text.newTitle, edit: text.editTitle }}
    >
      {(terminal, done) => <TerminalForm terminal={terminal} banks={banks} onDone={done} />}
    </RecordFormModal>
  );
}

interface TerminalFormInnerProps {
  readonly terminal?: PosTerminalView;
  readonly banks: readonly BankOption[];
  readonly onDone: () => void;
}

function TerminalForm({ terminal, banks, onDone }: TerminalFormInnerProps) {
  const save = useSaveTerminal();
  const form = useForm<TerminalFormValues>({
    initialValues: {
      title: terminal?.title ?? '',
      bankProvider: terminal?.bankProvider ?? null,
      terminalId: terminal?.terminalId ?? '',
      serialNumber: terminal?.serialNumber ?? '',
      ip: terminal?.ip ?? '',
      port: terminal?.port ?? undefined,
      active: terminal?.active ?? true,
    },
    validate: {
      title: (v) => (v.trim() ? null : text.nameRequired),
      bankProvider: (v) => (v ? null : text.bankRequired),
      terminalId: (v) =>
        /^\d{1,20}$/.test(normalizeDigits(v).trim()) ? null : text.terminalIdInvalid,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const fields = {
      title: values.title,
      bankProvider: values.bankProvider!,
      terminalId: normalizeDigits(values.terminalId).trim(),
      serialNumber: values.serialNumber.trim() || null,
      ip: values.ip || null,
      port: values.port ?? null,
      active: values.active,
    };
    await saveForm(form, () => save.mutateAsync({ id: terminal?.id, fields }), {
      saved: terminalMessages.saved,
      onDone,
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="terminal-form">
      <Stack gap="sm">
        <TextInput
          label={text.name}
          placeholder={text.namePlaceholder}
          withAsterisk
          data-testid="terminal-title"
          {...form.getInputProps('title')}
        />
        <Select
          label={text.bank}
          withAsterisk
          data={banks.map((b) => ({ value: b.value, label: b.label }))}
          data-testid="terminal-bank"
          {...form.getInputProps('bankProvider')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={text.terminalId}
            description={text.terminalIdHint}
            withAsterisk
            dir="ltr"
            inputMode="numeric"
            data-testid="terminal-number"
            {...form.getInputProps('terminalId')}
            value={toPersianDigits(form.getValues().terminalId)}
            onChange={(e) =>
              form.setFieldValue('terminalId', normalizeDigits(e.currentTarget.value))
            }
          />
          <TextInput
            label={text.serialNumber}
            dir="ltr"
            data-testid="terminal-serial"
            {...form.getInputProps('serialNumber')}
          />
        </Group>
        <div>
          <Text size="sm" fw={500}>
            {text.network}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            {text.networkHint}
          </Text>
          <Group grow align="flex-start">
            <TextInput
              label={text.ip}
              dir="ltr"
              inputMode="decimal"
              data-testid="terminal-ip"
              {...form.getInputProps('ip')}
              value={toPersianDigits(form.getValues().ip)}
              onChange={(e) => form.setFieldValue('ip', normalizeIp(e.currentTarget.value))}
            />
            <DigitInput
              label={text.port}
              dir="ltr"
              data-testid="terminal-port"
              value={form.getValues().port}
              onValue={(v) => form.setFieldValue('port', v)}
              error={form.errors.port}
            />
          </Group>
        </div>
        <Switch
          label={text.active}
          data-testid="terminal-active"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions onCancel={onDone} saving={save.isPending} saveTestId="terminal-save" />
      </Stack>
    </form>
  );
}
