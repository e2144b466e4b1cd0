// Starting an order at a table: the POS opens with the table chosen (it reads ?table= once). The
// back office moves between its screens without a reload (pushState, then the popstate the shell's
// navigation listens to), so the cashier's session and live connection stay as they are.
export const posLinkFor = (tableNumber: number): string => `/bo?table=${tableNumber}`;

export function startOrderAt(tableNumber: number): void {
  history.pushState(null, '', posLinkFor(tableNumber));
  dispatchEvent(new PopStateEvent('popstate'));
}
