// @sofre/web-shared: what the web apps share. Apps import from here; features never reach
// into another app (STYLE §12: app → features → shared).
export * from './app/app-providers.tsx';
export * from './app/mount-app.tsx';
export * from './app/query-client.ts';
export * from './theme/theme.ts';
export * from './format/digits.ts';
export * from './format/number.format.ts';
export * from './format/date.format.ts';
export * from './messages/shared.messages.ts';
export * from './api/api-client.ts';
export * from './api/api-error.ts';
export * from './api/notify.ts';
export * from './api/new-id.ts';
export * from './vendor/vendor.api.ts';
export * from './menu/menu.api.ts';
export * from './live/topic-state.ts';
export * from './live/backoff.ts';
export * from './live/network-status.ts';
export * from './live/live-connection.ts';
export * from './live/live-client.ts';
export * from './live/live-context.tsx';
export * from './live/network-badge.tsx';
export * from './hooks/use-now.ts';
export * from './ui/digit-input.tsx';
export * from './ui/order-badges.tsx';
