// The projections of an embedded gateway, in two lanes over the same log and read-model store:
// the screens' lane, which every command waits for (read your writes), applies each event at
// once; the reports' lane gathers events for a moment and commits many at a time, and nobody
// waits for it but a report route, which asks it to catch up with the screens first. So report
// read models cost the order path neither a wait nor a commit per order (issue 13).
import {
  reportProjections,
  screenProjections,
  startProjections,
  type RunnerOptions,
} from '@sofre/projections';
import type { Follower } from './read-model.follower.ts';

/** How long the reports' lane gathers events after the first: a live dashboard stays well under a second behind. */
export const REPORT_LINGER_MS = 100;
const REPORT_BATCH = 2_000;

type LaneOptions = Omit<RunnerOptions, 'projections' | 'lingerMs' | 'batchSize'>;

export async function startProjectionLanes(options: LaneOptions): Promise<Follower> {
  const screens = await startProjections({ ...options, projections: screenProjections });
  const reports = await startProjections({
    ...options,
    projections: reportProjections,
    lingerMs: REPORT_LINGER_MS,
    batchSize: REPORT_BATCH,
  });
  return {
    position: () => screens.position(),
    waitFor: (position, timeoutMs) => screens.waitFor(position, timeoutMs),
    // Whatever a command has answered, the screens show: reports that reach them show it too.
    reportsCaughtUp: (timeoutMs) => reports.waitFor(screens.position(), timeoutMs),
    onChange(listener) {
      const fromScreens = screens.onChange(listener);
      const fromReports = reports.onChange(listener);
      return () => {
        fromScreens();
        fromReports();
      };
    },
    async stop() {
      await Promise.all([screens.stop(), reports.stop()]);
    },
  };
}
