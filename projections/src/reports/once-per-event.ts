// A report's event evolves several rows (its hour, its day, its lists, the order's mark), and
// each of them derives from the same change of the order's mark: worked out once per event
// instead of once per row. A pure cache: for the same event and the same row before it the
// answer is always the same, and another row (a replay, a batch retried) is worked out afresh.
// `also` is what the work reads besides (reference rows): the same for every row of the event.
export function oncePerEvent<E extends object, Before, Answer, Also = undefined>(
  work: (event: E, before: Before, also: Also) => Answer,
) {
  const seen = new WeakMap<E, { readonly before: Before; readonly answer: Answer }>();
  return (event: E, before: Before, also: Also): Answer => {
    const known = seen.get(event);
    if (known !== undefined && known.before === before) return known.answer;
    const answer = work(event, before, also);
    seen.set(event, { before, answer });
    return answer;
  };
}
