// Answers kept for the last few thousand texts asked. A replay evolves a batch of events
// projection by projection, and each read model asks about the same events' instants in turn
// (their Tehran day, hour, UTC spelling): the batch's instants are worked out once, not once a
// read model, as keeping only the last answer did. Only for pure work: a text always gets the
// same answer, and one whose work throws is not kept (it throws again when asked again).
const KEPT = 8_192;

export function keptByText<T>(work: (text: string) => T): (text: string) => T {
  let answers = new Map<string, T>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      answer = work(text);
      // Emptied when full: a replay moves on through time and never comes back.
      if (answers.size >= KEPT) answers = new Map();
      answers.set(text, answer);
    }
    return answer;
  };
}
