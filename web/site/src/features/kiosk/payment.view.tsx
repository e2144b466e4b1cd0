// Paying at the card reader: the order is placed, the reader is given what the server says the
// order owes, and the customer is told to swipe; a declined card says so plainly and offers another
// try (a new transaction) or giving up. The sandbox reader, when it is the reader, sits beside.
import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { kioskMessages } from './kiosk.messages.ts';

const text = kioskMessages.payment;

export type PaymentStep = 'placing' | 'starting' | 'reading' | 'declined';

export interface PaymentViewProps {
  readonly step: PaymentStep;
  readonly amount: string | undefined;
  readonly orderNumber: number | undefined;
  readonly error: string | undefined;
  readonly portrait: boolean;
  /** The on-screen reader (the sandbox); nothing for a real one. */
  readonly reader: ReactNode;
  readonly onRetry: () => void;
  readonly onCancel: () => void;
}

function Waiting({ label }: { label: string }) {
  return (
    <Group gap="md" role="status">
      <Loader size="lg" />
      <Text fz={28} fw={700}>
        {label}
      </Text>
    </Group>
  );
}

function Declined({
  error,
  onRetry,
  onCancel,
}: Pick<PaymentViewProps, 'error' | 'onRetry' | 'onCancel'>) {
  return (
    <Stack gap="lg" w="100%" maw={620}>
      <Alert color="red" variant="filled" radius="lg" role="alert" data-testid="kiosk-declined">
        <Text fz={26} fw={800}>
          {error ? text.failed : text.declined}
        </Text>
        <Text fz={21}>{error ?? text.declinedHint}</Text>
      </Alert>
      <Button size="xl" h={80} fz={26} onClick={onRetry} data-testid="kiosk-retry">
        {text.retry}
      </Button>
      <Button
        size="xl"
        h={64}
        fz={22}
        variant="default"
        onClick={onCancel}
        data-testid="kiosk-cancel"
      >
        {text.cancel}
      </Button>
    </Stack>
  );
}

export function PaymentView(props: PaymentViewProps) {
  const { step, amount, orderNumber, portrait, reader } = props;
  return (
    <Box
      p="xl"
      h="100%"
      style={{
        display: 'flex',
        flexDirection: portrait ? 'column' : 'row',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 48,
      }}
      data-testid="kiosk-payment"
      data-step={step}
    >
      <Stack gap="lg" align="center" style={{ flex: 1 }} maw={640}>
        {orderNumber !== undefined && (
          <Text fz={22} c="gray.7">
            {text.orderNumber(orderNumber)}
          </Text>
        )}
        {amount && (
          <Stack gap={0} align="center">
            <Text fz={22}>{text.amount}</Text>
            <Title order={2} fz={52} c="sofre.9" data-testid="kiosk-amount">
              {amount}
            </Title>
          </Stack>
        )}
        {step === 'placing' && <Waiting label={text.placing} />}
        {step === 'starting' && <Waiting label={text.starting} />}
        {step === 'reading' && (
          <Text fz={34} fw={800} ta="center" role="status">
            {text.swipe}
          </Text>
        )}
        {step === 'declined' && <Declined {...props} />}
      </Stack>
      {reader}
    </Box>
  );
}
