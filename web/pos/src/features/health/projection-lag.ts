// When the back office warns that screens are behind: a read model more than a few seconds behind
// the event log (orders are taken, but lists, the kitchen and trackers show them late).
import type { HealthReport } from '@sofre/engine/contracts';

/** Below this a lag is the ordinary moment between a command and its screens. */
export const LAG_WARNING_SECONDS = 5;

/** The worst lag in whole seconds when it is worth a warning; undefined while screens keep up. */
export function lagToWarnAbout(report: HealthReport | undefined): number | undefined {
  const worst = Math.max(0, ...(report?.projections ?? []).map((p) => p.lagSeconds));
  return worst > LAG_WARNING_SECONDS ? Math.round(worst) : undefined;
}
