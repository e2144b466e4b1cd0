// A call refused for a feature the vendor's package lacks (403 FEATURE_NOT_IN_PACKAGE, the
// gateway's feature gate): the server's Persian message, which names the package that has it, in
// an orange toast with the way to the subscription page, not the red toast of an error.
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiError } from '../api/api-error.ts';
import { lockedMessages, SUBSCRIPTION_PATH } from './subscription.messages.ts';

export const FEATURE_NOT_IN_PACKAGE = 'FEATURE_NOT_IN_PACKAGE';

export const isFeatureRefusal = (error: ApiError): boolean =>
  error.status === 403 && error.code === FEATURE_NOT_IN_PACKAGE;

export function notifyFeatureRefusal(error: ApiError): void {
  notifications.show({
    id: `${FEATURE_NOT_IN_PACKAGE}:${error.message}`,
    color: 'orange',
    title: lockedMessages.toastTitle,
    message: (
      <Stack gap={4} data-testid="feature-refusal">
        <Text size="sm">{error.message}</Text>
        <Anchor href={SUBSCRIPTION_PATH} size="sm" fw={700}>
          {lockedMessages.upgrade}
        </Anchor>
      </Stack>
    ),
  });
}
