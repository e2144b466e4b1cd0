// What a screen of a feature the vendor's package lacks shows instead of itself (the back office's
// sections, the reports, the kitchen display): which feature, the package the vendor is on, the
// package that has it, and «ارتقای اشتراک» to the subscription page; the feature reads as the
// platform admin titled it. FeatureGate puts it in front of a screen; it waits for the plan so a
// locked screen never starts its calls.
import {
  Anchor,
  Button,
  Center,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { FeatureId } from '@sofre/engine/subscriptions';
import type { ReactNode } from 'react';
import { useMyPermissions } from '../auth/my-permissions.api.ts';
import { LockIcon } from './lock.icon.tsx';
import { featureTitle, lacksFeature, upgradeFor, useFeatures, usePlan } from './plan.api.ts';
import { lockedMessages as text, SUBSCRIPTION_PATH } from './subscription.messages.ts';

export interface FeatureLockedProps {
  readonly feature: FeatureId;
  /** Where «ارتقای اشتراک» goes: the subscription page unless the app says otherwise. */
  readonly onUpgrade?: () => void;
}

export function FeatureLocked({ feature, onUpgrade }: FeatureLockedProps) {
  const plan = usePlan().data;
  const title = featureTitle(useFeatures().data, feature);
  const offer = upgradeFor(plan, feature);
  // Only who manages the vendor buys its package; anyone else is told whom to ask.
  const permissions = useMyPermissions();
  const mayBuy = permissions.isPending || permissions.has('vendor.manage');
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%" data-testid="feature-locked">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <LockIcon size={30} />
          </ThemeIcon>
          <Title order={3}>{text.title(title)}</Title>
          {plan && <Text c="dimmed">{text.current(plan.package.title)}</Text>}
          <Text data-testid="feature-locked-offer">
            {offer ? text.offer(offer.title) : text.noOffer}
          </Text>
          {!mayBuy ? (
            <Text size="sm" c="dimmed" data-testid="feature-ask-owner">
              {text.askOwner}
            </Text>
          ) : (
            <Button
              size="md"
              mt="sm"
              data-testid="feature-upgrade"
              component="a"
              href={SUBSCRIPTION_PATH}
              onClick={(event) => {
                if (!onUpgrade) return;
                event.preventDefault();
                onUpgrade();
              }}
            >
              {text.upgrade}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

export interface FeatureGateProps extends FeatureLockedProps {
  readonly children: ReactNode;
  /**
   * Show the screen while the plan is read, and swap it for the locked page if the plan lacks
   * the feature: for a screen that must start at page load (the kitchen asks the browser for
   * sound then; asked later, Chrome decides otherwise).
   */
  readonly optimistic?: boolean;
}

/** The screen when the plan has its feature, the locked page when not, a loader until it is known. */
export function FeatureGate({ feature, onUpgrade, children, optimistic }: FeatureGateProps) {
  const plan = usePlan();
  if (plan.isPending && optimistic) return <>{children}</>;
  if (plan.isPending)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  if (lacksFeature(plan.data, feature))
    return <FeatureLocked feature={feature} onUpgrade={onUpgrade} />;
  return <>{children}</>;
}

/** A part of a screen (a card) that belongs to a feature the plan lacks: one line and the way on. */
export function FeatureLockedNote({ feature }: { readonly feature: FeatureId }) {
  const plan = usePlan().data;
  const title = featureTitle(useFeatures().data, feature);
  const offer = upgradeFor(plan, feature);
  return (
    <Paper withBorder p="sm" data-testid={`feature-locked-note-${feature}`}>
      <Stack gap={6}>
        <Text fw={700}>
          <LockIcon size={14} /> {text.title(title)}
        </Text>
        <Text size="sm" c="dimmed">
          {offer ? text.offer(offer.title) : text.noOffer}
        </Text>
        <Anchor href={SUBSCRIPTION_PATH} size="sm" fw={700}>
          {text.upgrade}
        </Anchor>
      </Stack>
    </Paper>
  );
}
