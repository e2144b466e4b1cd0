// The order being taken, beside the menu. It fits the height it is given: the lines (or the
// order's details, with its customer) scroll in the middle; the customer's line, the price, the
// payment (and what a split leaves to share, one line: the shares are edited in a popover) and the
// submit button stay at the bottom, so they are on screen with one line or thirty.
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { priceDraft } from '@sofre/engine/pos-draft';
import { isApiError, usePricingSettings } from '@sofre/web-shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { posMessages } from '../../messages/pos.messages.ts';
import { DraftLineRow } from './draft-line.row.tsx';
import { DraftOptionsForm } from './draft-options.form.tsx';
import { DraftTotals } from './draft-totals.tsx';
import { DraftViewSwitch, type DraftView } from './draft-view.switch.tsx';
import { CashField } from './cash.field.tsx';
import { CustomerStrip } from './customer.strip.tsx';
import { PaymentField } from './payment.field.tsx';
import { submitBlocker } from './pos-draft.machine.ts';
import { SplitPaymentField } from './split-payment.field.tsx';
import { TableFields } from './table.fields.tsx';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.draft;

/** Fields beside the submit button; the lines' errors show under the lines. */
const SHOWN_BELOW = ['paymentMethod', 'tableNumber', 'numberOfCustomers', 'parts'];
/** What the customer's line above the total says is missing. */
const CUSTOMER_FIELDS = ['customer', 'addressId'];
/** Field errors shown on the details view. */
const isDetailsField = (field: string) =>
  !field.startsWith('lines') && !SHOWN_BELOW.includes(field);

export interface DraftPanelProps {
  readonly draft: PosDraftHandle;
  /** Gives the keyboard back to the menu. */
  readonly focusMenu: () => void;
  /** Shown in place of the lines right after an order is submitted (its number, receipt, QR). */
  readonly submitted?: ReactNode;
}

export function DraftPanel({ draft, focusMenu, submitted }: DraftPanelProps) {
  const { snapshot } = draft;
  const { lines } = snapshot.context.draft;
  const price = priceDraft(snapshot.context.draft, usePricingSettings());
  const failure = isApiError(snapshot.context.error) ? snapshot.context.error : undefined;
  const detailsFailed = failure?.fieldErrors.some((e) => isDetailsField(e.field)) ?? false;
  const done = snapshot.matches('done');
  const [view, setViewOnly] = useState<DraftView>('lines');
  // Opened from the customer's line: the keyboard goes to the customer search.
  const [forCustomer, setForCustomer] = useState(false);
  const setView = (next: DraftView) => {
    setViewOnly(next);
    setForCustomer(false);
  };
  const blocker = submitBlocker(snapshot.context.draft, snapshot.context.settings);
  const customerBlocker =
    lines.length > 0 && blocker?.field && CUSTOMER_FIELDS.includes(blocker.field)
      ? posMessages.blockers[blocker.code]
      : undefined;
  // A refusal about the delivery, the discount or the description opens the details to fix it;
  // the order just taken is shown on the lines view. Once per answer, then the cashier chooses.
  const answer = snapshot.context.error ?? snapshot.context.accepted;
  const [answerShown, setAnswerShown] = useState(answer);
  if (answer !== answerShown) {
    setAnswerShown(answer);
    if (detailsFailed) setView('details');
    else if (done) setView('lines');
  }

  // A new line is added at the end: bring it into view, so the cashier sees what was added.
  const body = useRef<HTMLDivElement>(null);
  const lineCount = useRef(lines.length);
  useEffect(() => {
    if (lines.length > lineCount.current && view === 'lines')
      body.current?.scrollTo({ top: body.current.scrollHeight });
    lineCount.current = lines.length;
  }, [lines.length, view]);

  const linesView =
    lines.length > 0 ? (
      <Stack gap={0}>
        {lines.map((line) => (
          <DraftLineRow key={line.tempId} line={line} draft={draft} focusMenu={focusMenu} />
        ))}
      </Stack>
    ) : done && submitted ? (
      submitted
    ) : (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {text.empty}
      </Text>
    );

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column' }}
      data-testid="order-draft"
      data-state={String(snapshot.value)}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={3} size="h4">
          {text.title}
        </Title>
        <DraftViewSwitch
          view={view}
          onChange={setView}
          lineCount={lines.length}
          detailsFailed={detailsFailed}
        />
      </Group>
      <div
        ref={body}
        style={{ flex: 1, minHeight: 0, overflowY: 'auto', paddingInlineEnd: 4 }}
        data-testid="draft-body"
      >
        {view === 'lines' ? (
          linesView
        ) : (
          <DraftOptionsForm draft={draft} focusCustomer={forCustomer} />
        )}
      </div>
      {failure?.fieldMessage('lines') && (
        <Text size="sm" c="red">
          {failure.fieldMessage('lines')}
        </Text>
      )}
      <Divider my="xs" />
      <Stack gap="xs">
        <CustomerStrip
          draft={draft}
          blocker={customerBlocker}
          onOpen={() => {
            setViewOnly('details');
            setForCustomer(true);
          }}
        />
        <DraftTotals price={price} />
        <Group gap="xs" grow align="flex-start" wrap="nowrap">
          <PaymentField draft={draft} />
          <TableFields draft={draft} />
        </Group>
        {snapshot.context.draft.paymentType === 'CASH' && (
          <CashField draft={draft} finalPrice={price.finalPrice} />
        )}
        {snapshot.context.draft.paymentType === 'MULTI' && (
          <SplitPaymentField draft={draft} total={price.finalPrice} />
        )}
        <Button
          data-testid="submit-order"
          size="md"
          fullWidth
          disabled={!snapshot.can({ type: 'submit' })}
          title={blocker ? posMessages.blockers[blocker.code] : undefined}
          data-blocker={blocker?.code ?? ''}
          loading={snapshot.hasTag('busy')}
          onClick={() => draft.send({ type: 'submit' })}
        >
          {text.submit}
        </Button>
      </Stack>
    </Paper>
  );
}
