import { sofreApp } from '@sofre/web-shared/vite';

// The manager's reports are served by the gateway at /bo/reports.
export default sofreApp({ base: '/bo/reports/', port: 5176 });
