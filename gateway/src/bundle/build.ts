// npm run build:gateway — compiles the gateway into gateway/dist (bundle-gateway.ts).
import { bundleGateway, GATEWAY_DIST } from './bundle-gateway.ts';

const started = performance.now();
await bundleGateway();
console.log(`built into ${GATEWAY_DIST} in ${Math.round(performance.now() - started)} ms`);
