// Toasts (spec §8, §9): a refusal shows the server's Persian message in red; a success in green;
// a feature outside the vendor's package in orange, with the way to upgrade.
import { notifications } from '@mantine/notifications';
import { commonMessages } from '../messages/shared.messages.ts';
import { SESSION_ENDED, toApiError } from './api-error.ts';
import { isFeatureRefusal, notifyFeatureRefusal } from '../subscription/feature-refusal.tsx';

export function notifyError(error: unknown): void {
  const apiError = toApiError(error);
  if (apiError.code === SESSION_ENDED) return;
  if (isFeatureRefusal(apiError)) return notifyFeatureRefusal(apiError);
  notifications.show({
    color: 'red',
    title: commonMessages.errorTitle,
    message: apiError.message,
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: commonMessages.successTitle, message });
}
