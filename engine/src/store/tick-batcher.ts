// Group commit for the small reads and writes every request makes (its stream read, its
// idempotency key claimed and completed): the calls made while the event loop handles one round
// of I/O go out as one statement (one transaction, one round trip), each caller getting its own
// answer. A call is never sent earlier than it would be alone, so it sees every earlier commit.

/** Runs a batch; answers[i] is the answer to items[i]. A throw fails every caller of the batch. */
export type RunBatch<Item, Answer> = (items: readonly Item[]) => Promise<readonly Answer[]>;

export function tickBatcher<Item, Answer>(run: RunBatch<Item, Answer>) {
  let pending: { item: Item; resolve: (a: Answer) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    run(batch.map((p) => p.item)).then(
      (answers) => {
        batch.forEach((p, i) => {
          if (i < answers.length) p.resolve(answers[i] as Answer);
          else p.reject(new Error(`batch answered ${answers.length} of ${batch.length}`));
        });
      },
      (error: unknown) => batch.forEach((p) => p.reject(error)),
    );
  };
  return (item: Item): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ item, resolve, reject });
    });
}
