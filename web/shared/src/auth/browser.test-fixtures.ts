// A browser's storage for tests that run in node: localStorage and sessionStorage over Maps, a
// cookie jar that honours Max-Age=0, and a location whose assign and reload are recorded. And an
// access token as the gateway signs it, for the claims the page reads (the signature is not).
import { vi } from 'vitest';

export const jwt = (claims: object): string =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (key: string) => this.items.get(key) ?? null;
  key = (index: number) => [...this.items.keys()][index] ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
}

export interface FakeBrowser {
  readonly localStorage: Storage;
  readonly sessionStorage: Storage;
  /** name → the last attribute string written with it (Max-Age, Path, …). */
  readonly cookieAttributes: Map<string, string>;
  readonly location: {
    href: string;
    hostname: string;
    protocol: string;
    assign: ReturnType<typeof vi.fn>;
    reload: ReturnType<typeof vi.fn>;
  };
}

export function stubBrowser(href = 'http://localhost/bo/'): FakeBrowser {
  const jar = new Map<string, string>();
  const cookieAttributes = new Map<string, string>();
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const [name = '', ...value] = pair.split('=');
      cookieAttributes.set(name, attributes.join('; '));
      if (attributes.some((a) => /^max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, value.join('='));
    },
  };
  const url = new URL(href);
  const browser: FakeBrowser = {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    cookieAttributes,
    location: {
      href,
      hostname: url.hostname,
      protocol: url.protocol,
      assign: vi.fn(),
      reload: vi.fn(),
    },
  };
  vi.stubGlobal('localStorage', browser.localStorage);
  vi.stubGlobal('sessionStorage', browser.sessionStorage);
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', browser.location);
  return browser;
}
