// Days are Asia/Tehran days (ARCHITECTURE decision 8): the engine's one Tehran-time module.
export { tehranDay, utcInstant } from '@sofre/engine';
