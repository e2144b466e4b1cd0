import { sofreApp } from '@sofre/web-shared/vite';

// The kitchen display is served by the gateway at /kds.
export default sofreApp({ base: '/kds/', port: 5174 });
