// Toasts (spec §8, §9): a refusal shows the server's Persian message in red; a success in green.
import { notifications } from '@mantine/notifications';
import { commonMessages } from '../messages/shared.messages.ts';
import { toApiError } from './api-error.ts';

export function notifyError(error: unknown): void {
  notifications.show({
    color: 'red',
    title: commonMessages.errorTitle,
    message: toApiError(error).message,
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: commonMessages.successTitle, message });
}
