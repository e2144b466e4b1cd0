// A strip under the back office's top bar for who manages the vendor: its term ends within three
// days (the days left, and «تمدید اشتراک»), or it has lapsed onto the free package. It sits in the
// shell's header, so a screen sized to the window (the POS) shrinks by its height instead of
// losing its bottom below the fold. Closed, it stays closed until the page is loaded again.
import { Button, CloseButton, Group, Text } from '@mantine/core';
import type { PlanView } from '@sofre/engine/contracts';
import { formatNumber } from '@sofre/web-shared';
import { useState } from 'react';
import { subscriptionMessages } from './subscription.messages.ts';
import { renewalNotice, type RenewalNotice } from './renewal.rules.ts';

const text = subscriptionMessages.renewal;

/** The strip's height, added to the shell's header while it shows. */
export const RENEWAL_BANNER_HEIGHT = 40;

const sentence = (notice: RenewalNotice): string =>
  notice.kind === 'lapsed'
    ? text.lapsed
    : notice.daysLeft === 0
      ? text.endingToday(notice.packageTitle)
      : text.ending(notice.packageTitle, formatNumber(notice.daysLeft));

/** What the strip says now (undefined: no strip), and how it is closed. */
export function useRenewalNotice(plan: PlanView | undefined, shown: boolean) {
  const [closed, setClosed] = useState(false);
  const notice = shown && !closed ? renewalNotice(plan) : undefined;
  return { notice, close: () => setClosed(true) };
}

export interface RenewalBannerProps {
  readonly notice: RenewalNotice;
  readonly onOpen: () => void;
  readonly onClose: () => void;
}

export function RenewalBanner({ notice, onOpen, onClose }: RenewalBannerProps) {
  const color = notice.kind === 'lapsed' ? 'red' : 'orange';
  return (
    <Group
      h={RENEWAL_BANNER_HEIGHT}
      px="md"
      gap="sm"
      wrap="nowrap"
      bg={`var(--mantine-color-${color}-light)`}
      role="status"
      data-testid="renewal-banner"
      data-kind={notice.kind}
    >
      <Text size="sm" fw={600} truncate flex={1} data-testid="renewal-banner-text">
        {sentence(notice)}
      </Text>
      <Button size="compact-sm" color={color} onClick={onOpen} data-testid="renewal-banner-open">
        {notice.kind === 'lapsed' ? text.choose : text.renew}
      </Button>
      <CloseButton size="sm" aria-label={text.dismiss} onClick={onClose} />
    </Group>
  );
}
