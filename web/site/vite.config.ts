import { sofreApp } from '@sofre/web-shared/vite';

// The customer site is served by the gateway at the root.
export default sofreApp({ base: '/', port: 5175 });
