// Read-model answers kept in memory until the read models say they changed: every order prices
// itself from the vendor's menu, and every request resolves its vendor, so reading and parsing
// them each time was a large share of an order's cost. There is no expiry to tune: an entry is
// dropped by the change feed (the runner's commit inline, the projector's feed when external),
// and a read that raced with a change for its key is answered but not kept.

export class ChangeInvalidatedCache<Value> {
  readonly #entries = new Map<string, Promise<Value>>();
  /** Bumped on every invalidation of a key (and of all): a read that saw it move is not kept. */
  readonly #generations = new Map<string, number>();
  #allGeneration = 0;

  /** @param keep whether an answer may be kept (e.g. not "not found", which anyone can ask for). */
  constructor(private readonly keep: (value: Value) => boolean = () => true) {}

  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const generation = this.#generationOf(key);
    const loading = load();
    this.#entries.set(key, loading);
    loading.then(
      (value) => {
        const current = this.#entries.get(key) === loading;
        if (current && (generation !== this.#generationOf(key) || !this.keep(value))) {
          this.#entries.delete(key);
        }
      },
      () => {
        if (this.#entries.get(key) === loading) this.#entries.delete(key);
      },
    );
    return loading;
  }

  invalidate(key: string): void {
    this.#generations.set(key, (this.#generations.get(key) ?? 0) + 1);
    this.#entries.delete(key);
  }

  invalidateAll(): void {
    this.#allGeneration += 1;
    this.#entries.clear();
  }

  #generationOf(key: string): string {
    return `${this.#allGeneration}:${this.#generations.get(key) ?? 0}`;
  }
}
