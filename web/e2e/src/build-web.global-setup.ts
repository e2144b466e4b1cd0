// The gateway serves the built apps, so the screens are built once before the e2e tests
// (Vite builds all three in a few seconds).
import { execSync } from 'node:child_process';
import { repositoryRoot } from '@sofre/gateway/testing';

export default function setup(): void {
  execSync('npm run build:web', { cwd: repositoryRoot, stdio: 'ignore' });
}
