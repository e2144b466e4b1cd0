// A list's quick action (a switch, a removal): say so when it worked. A refusal has already been
// toasted by the query client with the server's message (spec §8), so it is not thrown again.
import { notifySuccess } from '@sofre/web-shared';

export async function runAndNotify(action: () => Promise<unknown>, done: string): Promise<void> {
  try {
    await action();
    notifySuccess(done);
  } catch {
    // Already toasted.
  }
}
