// Compiles the projector and the rebuild once before this workspace's tests, into a folder of the
// test run's own (so a developer's projections/dist is left as it is), removed afterwards.
import { rmSync } from 'node:fs';
import { bundleProjections } from '../bundle/bundle-projections.ts';
import { COMPILED_FOR_TESTS } from './script.fixtures.ts';

export default async function setup(): Promise<() => void> {
  rmSync(COMPILED_FOR_TESTS, { recursive: true, force: true });
  await bundleProjections(COMPILED_FOR_TESTS);
  return () => rmSync(COMPILED_FOR_TESTS, { recursive: true, force: true });
}
