// The current route, following the browser's history; navigate() adds an entry.
import { useCallback, useSyncExternalStore } from 'react';
import { parseRoute, type SiteRoute } from './site-route.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const currentHref = () => window.location.pathname + window.location.search;

export function useSiteRoute(): { route: SiteRoute; navigate: (path: string) => void } {
  const href = useSyncExternalStore(subscribe, currentHref);
  const navigate = useCallback((path: string) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  const q = href.indexOf('?');
  const route = q < 0 ? parseRoute(href, '') : parseRoute(href.slice(0, q), href.slice(q));
  return { route, navigate };
}
