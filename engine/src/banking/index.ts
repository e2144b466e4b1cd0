// @sofre/engine/banking: bank names, Sheba (IBAN) and card checks, the vendor's banks and POS
// terminals (record kinds), and its bank configuration for the POS.
export * from './bank-name.ts';
export * from './sheba.ts';
export * from './bank-account.ts';
export * from './bank.kind.ts';
export * from './pos-terminal.kind.ts';
export * from './bank-configuration.ts';
export * from './online-gateway.ts';
