// Takes an order the way the logged-in back office would, through the page's own session (its
// token in local storage), so a screen test has an order to show without clicking one together.
import type { MenuCategoryView } from '@sofre/engine/contracts';
import type { Page } from 'playwright-core';

/** A dish that sells now on every channel and needs no topping choice. */
export const plainDish = (menu: readonly MenuCategoryView[]) =>
  menu
    .flatMap((c) => c.items)
    .find((i) => i.available && i.active && i.sellsNow && i.toppingCategories.length === 0)!;

/** POSTs `body` to `path` (default the quick order) as the page's user; the HTTP status. */
export function postAsPage(page: Page, body: object, path = '/api/orders/quick'): Promise<number> {
  return page.evaluate(
    async ({ body, path }) => {
      const { state } = JSON.parse(localStorage.getItem('sofre.auth') ?? '{}') as {
        state?: { token?: string };
      };
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vendor-domain': location.hostname,
          authorization: `Bearer ${state?.token}`,
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { body, path },
  );
}

/** GETs `path` as the page's user (e.g. GET /api/orders/{id}); the answer's JSON. */
export function getAsPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const { state } = JSON.parse(localStorage.getItem('sofre.auth') ?? '{}') as {
      state?: { token?: string };
    };
    const response = await fetch(path, {
      headers: { 'x-vendor-domain': location.hostname, authorization: `Bearer ${state?.token}` },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  }, path);
}
