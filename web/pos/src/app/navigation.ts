// The back office's own paths under /bo (sections.tsx looks them up), moved by the shared
// path navigation.
export { currentPath, navigate, useCurrentPath } from '@sofre/web-shared';
