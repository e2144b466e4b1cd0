// A kitchen ticket, as a cook reads it from a metre away: the station, the order's number large,
// where the food goes and when it was ordered, then each line with its count, toppings and note.
// An edit says so in a banner and marks its lines (new, changed with the count before, cancelled
// struck through); a cancelled order strikes every line.
import type { KitchenTicketDocument, KitchenTicketLine } from '@sofre/engine/printing';
import { deliveryTypeWords, sourceWords, ticketWords as words } from '../printing.messages.ts';
import type { Block } from './layout.ts';
import { persianDigits, persianNumber, tehranTime } from './paper-format.ts';

const where = (ticket: KitchenTicketDocument): string => {
  const parts = [
    ticket.deliveryType ? deliveryTypeWords[ticket.deliveryType] : sourceWords[ticket.source],
    ...(ticket.tableNumber ? [`${words.table} ${persianDigits(ticket.tableNumber)}`] : []),
  ];
  return parts.join(' — ');
};

const when = (ticket: KitchenTicketDocument): string => {
  const submitted = `${words.submitted} ${tehranTime(ticket.submittedAt)}`;
  return ticket.ticket === 'NEW'
    ? submitted
    : `${words.changed} ${tehranTime(ticket.at)} • ${submitted}`;
};

function lineBlocks(line: KitchenTicketLine): Block[] {
  const strike = line.mark === 'CANCELLED';
  const blocks: Block[] = [
    {
      kind: 'row',
      label: `${persianNumber(line.count)} × ${line.title}`,
      value: line.mark ? words.marks[line.mark] : '',
      size: 34,
      bold: true,
      strike,
      valueInverse: line.mark !== undefined,
    },
  ];
  if (line.previousCount !== undefined)
    blocks.push({
      kind: 'text',
      text: words.countWas(persianNumber(line.previousCount)),
      size: 24,
      indent: 40,
    });
  for (const topping of line.toppings)
    blocks.push({
      kind: 'text',
      text: `+ ${topping.title} × ${persianNumber(topping.count)}`,
      size: 26,
      indent: 40,
      strike,
    });
  if (line.note)
    blocks.push({
      kind: 'text',
      text: `${words.lineNote}: ${line.note}`,
      size: 26,
      bold: true,
      indent: 40,
    });
  return [...blocks, { kind: 'gap', height: 6 }];
}

export function kitchenTicketBlocks(ticket: KitchenTicketDocument): Block[] {
  const banner = words.kinds[ticket.ticket];
  return [
    ...(banner ? [{ kind: 'banner', text: banner, size: 34 } as const] : []),
    {
      kind: 'text',
      text: ticket.stationTitle ?? words.noStation,
      size: 30,
      bold: true,
      center: true,
    },
    {
      kind: 'text',
      text: `${words.number} ${persianNumber(ticket.number)}`,
      size: 76,
      bold: true,
      center: true,
    },
    { kind: 'text', text: where(ticket), size: 34, bold: true, center: true },
    { kind: 'text', text: when(ticket), size: 26, center: true },
    { kind: 'rule' },
    ...ticket.lines.flatMap(lineBlocks),
    { kind: 'rule' },
    ...(ticket.description
      ? [
          {
            kind: 'text',
            text: `${words.description}: ${ticket.description}`,
            size: 28,
            bold: true,
          } as const,
        ]
      : []),
    ...(ticket.note
      ? [{ kind: 'text', text: `${words.note}: ${ticket.note}`, size: 26 } as const]
      : []),
    { kind: 'gap', height: 24 },
  ];
}
