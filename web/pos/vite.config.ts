import { sofreApp } from '@sofre/web-shared/vite';

// The back office (POS) is served by the gateway at /bo.
export default sofreApp({ base: '/bo/', port: 5173 });
