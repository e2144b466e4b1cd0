// The one Vite setup of the web apps: each app names its base path and dev port. In dev and
// preview the API and the live websocket are proxied to the gateway (SOFRE_GATEWAY_URL), so the
// browser talks to one origin, as it does when the gateway serves the built apps.
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';

export interface SofreAppOptions {
  /** Where the gateway serves the app: '/bo/', '/kds/', '/'. */
  readonly base: string;
  readonly port: number;
}

const gateway = process.env.SOFRE_GATEWAY_URL ?? 'http://127.0.0.1:3000';

const proxy: Record<string, ProxyOptions> = {
  // '/api' also covers '/api-catalog' and '/api-identity' (prefix match).
  '/api': { target: gateway, changeOrigin: false },
  '/live': { target: gateway, ws: true },
};

// Libraries change less often than the app: their own chunks stay cached across releases.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'mantine',
    test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize|react-transition-group)/,
  },
  { name: 'state', test: /node_modules[\\/](@tanstack|xstate|@xstate|zod)[\\/]/ },
];

export const sofreApp = ({ base, port }: SofreAppOptions): UserConfig =>
  defineConfig({
    base,
    plugins: [react()],
    server: { port, strictPort: true, proxy },
    preview: { port, strictPort: true, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
    },
  });
