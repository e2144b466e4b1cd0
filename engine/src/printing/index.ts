// @sofre/engine/printing: printers and printer stations, and the print queue — what a ticket or a
// receipt says, which jobs a kitchen ticket becomes, and each job's life (requested, tried,
// printed or failed).
export * from './printing.kinds.ts';
export * from './print-document.ts';
export * from './ticket-lines.ts';
export * from './print-job.events.ts';
export * from './print-job.commands.ts';
export * from './print-job.decider.ts';
export * from './print-retry.ts';
export * from './kitchen-ticket.plan.ts';
export * from './receipt.document.ts';
export * from './printer-status.ts';
