// The four steps as a Mantine stepper; the time each step was reached is its description.
import { Stepper } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { formatTime, toPersianDigits } from '@sofre/web-shared';
import { siteMessages } from '../../messages/site.messages.ts';
import { TRACKER_STEPS, trackerProgress } from './tracker-steps.ts';

const text = siteMessages.tracker;

export function TrackerTimeline({ order, vertical }: { order: OrderTracker; vertical: boolean }) {
  const { reached, reachedAt, interrupted } = trackerProgress(order);
  // Every step up to the one reached is done; after delivery there is no current step.
  const active = reached + 1;
  return (
    <Stepper
      active={active}
      orientation={vertical ? 'vertical' : 'horizontal'}
      color={interrupted === 'rejected' ? 'red' : 'sofre'}
      size="sm"
      allowNextStepsSelect={false}
    >
      {TRACKER_STEPS.map((step, i) => {
        const at = reachedAt[step];
        const onTheWay = step === 'ready' && order.status === 'DELIVERING';
        return (
          <Stepper.Step
            key={step}
            label={text.steps[step]}
            icon={toPersianDigits(i + 1)}
            description={onTheWay ? text.onTheWay : at ? formatTime(at) : undefined}
            data-step={step}
          />
        );
      })}
    </Stepper>
  );
}
