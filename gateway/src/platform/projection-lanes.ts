// The projections of an embedded gateway, in two lanes over the same log: the screens' lane,
// which every command waits for (read your writes), applies each event at once; the reports'
// lane gathers events for a moment and commits many at a time, and nobody waits for it but a
// report route, which asks it to catch up with the screens first. The reports' lane runs in a
// worker thread (REPORT_LANE=worker, the default), so its evolve and commits use another core
// than the one answering orders; inline it shares this thread (tests, one-core machines).
import {
  reportProjections,
  screenProjections,
  startProjections,
  startWorkerLane,
  type RunnerOptions,
  type WorkerLaneData,
} from '@sofre/projections';
import type { Follower } from './read-model.follower.ts';

/** How long the reports' lane gathers events after the first: a live dashboard stays well under a second behind. */
export const REPORT_LINGER_MS = 100;
const REPORT_BATCH = 2_000;

type LaneOptions = Omit<RunnerOptions, 'projections' | 'lingerMs' | 'batchSize'> & {
  /** Where the worker finds the log and writes the report read models; inline when absent. */
  readonly reportsWorker?: Pick<WorkerLaneData, 'eventStore' | 'readModels'>;
};

export async function startProjectionLanes(options: LaneOptions): Promise<Follower> {
  const { reportsWorker, ...runnerOptions } = options;
  const screens = await startProjections({ ...runnerOptions, projections: screenProjections });
  const reports = reportsWorker
    ? await startWorkerLane(
        { ...reportsWorker, lane: 'reports', lingerMs: REPORT_LINGER_MS, batchSize: REPORT_BATCH },
        runnerOptions.onError ?? ((error) => console.error('report lane:', error)),
      )
    : await startProjections({
        ...runnerOptions,
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
