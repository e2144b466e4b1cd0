// Everything an app needs around its screens: right-to-left Mantine with the Sofre theme, the
// toasts of spec §9, the query cache and the one live connection.
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LiveProvider } from '../live/live-context.tsx';
import { readableCssVariables } from '../theme/readable-colors.ts';
import { sofreTheme } from '../theme/theme.ts';
import { createQueryClient } from './query-client.ts';

/** Spec §9: 4 s, at most 5, bottom right, 250 ms transition, 440 px wide, 200 px high. */
export const toastSettings = {
  autoClose: 4000,
  limit: 5,
  position: 'bottom-right',
  transitionDuration: 250,
  containerWidth: 440,
  notificationMaxHeight: 200,
} as const;

export interface AppProvidersProps {
  readonly children: ReactNode;
  /** The kitchen wall screen is dark; the other apps are light. */
  readonly colorScheme?: 'light' | 'dark';
}

export function AppProviders({ children, colorScheme = 'light' }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <DirectionProvider initialDirection="rtl" detectDirection={false}>
      <MantineProvider
        theme={sofreTheme}
        cssVariablesResolver={readableCssVariables}
        forceColorScheme={colorScheme}
      >
        <Notifications {...toastSettings} />
        <QueryClientProvider client={queryClient}>
          <LiveProvider>{children}</LiveProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
