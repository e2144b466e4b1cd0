// npm run build:projections — compiles the projector and the rebuild into projections/dist.
import { bundleProjections, PROJECTIONS_DIST } from './bundle-projections.ts';

const started = performance.now();
await bundleProjections();
console.log(`built into ${PROJECTIONS_DIST} in ${Math.round(performance.now() - started)} ms`);
