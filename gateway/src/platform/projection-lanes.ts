// The projections of an embedded gateway, in two lanes over the same log: the screens' lane,
// which every command waits for (read your writes), applies each event at once; the reports'
// lane gathers events for a moment and commits many at a time, and nobody waits for it but a
// report route, which asks it to catch up with the screens first. A lane may run in a worker
// thread of its own (REPORT_LANE=worker, the default; SCREEN_LANE=worker, the default on four
// cores or more), so its evolve and commits use another core than the one answering orders;
// inline it shares this thread (tests). The screens' worker is woken by this thread's appends
// (the engine's append-signal.ts).
import {
  reportProjections,
  screenProjections,
  startProjections,
  startWorkerLane,
  type AnyProjection,
  type ReadModelStore,
  type RunnerOptions,
  type WorkerLane,
  type WorkerLaneData,
} from '@sofre/projections';
import type { Follower } from './read-model.follower.ts';

/** How long the reports' lane gathers events after the first: a live dashboard stays well under a second behind. */
export const REPORT_LINGER_MS = 100;
const REPORT_BATCH = 2_000;
/** The screens' batch when catching up; a live event is applied at once anyway. */
const SCREEN_BATCH = 500;

/** Where a lane runs: in a worker (which opens the log and its read models itself), or here. */
export type LaneHome =
  | { readonly worker: Pick<WorkerLaneData, 'eventStore' | 'readModels' | 'announced'> }
  | { readonly readModels: ReadModelStore };

type LaneOptions = Pick<RunnerOptions, 'eventStore' | 'onError' | 'retryDelayMs'> & {
  readonly screens: LaneHome;
  readonly reports: LaneHome;
};

interface LaneShape {
  readonly lane: WorkerLaneData['lane'];
  readonly projections: readonly AnyProjection[];
  readonly lingerMs: number;
  readonly batchSize: number;
}

const screensLane: LaneShape = {
  lane: 'screens',
  projections: screenProjections,
  lingerMs: 0,
  batchSize: SCREEN_BATCH,
};
const reportsLane: LaneShape = {
  lane: 'reports',
  projections: reportProjections,
  lingerMs: REPORT_LINGER_MS,
  batchSize: REPORT_BATCH,
};

function startLane(
  { lane, projections, lingerMs, batchSize }: LaneShape,
  home: LaneHome,
  options: Omit<LaneOptions, 'screens' | 'reports'>,
): Promise<WorkerLane> {
  const onError = options.onError ?? ((error) => console.error(`${lane} lane:`, error));
  if ('worker' in home)
    return startWorkerLane({ ...home.worker, lane, lingerMs, batchSize }, onError);
  return startProjections({
    ...options,
    readModels: home.readModels,
    projections,
    lingerMs,
    batchSize,
  });
}

export async function startProjectionLanes(options: LaneOptions): Promise<Follower> {
  const { screens: screensHome, reports: reportsHome, ...runnerOptions } = options;
  const screens = await startLane(screensLane, screensHome, runnerOptions);
  const reports = await startLane(reportsLane, reportsHome, runnerOptions);
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
