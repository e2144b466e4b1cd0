// A feature's own errors as problems: an outside provider (payment gateway, SMS panel) that failed
// us answers with its code and Persian text, 503 when worth trying again shortly, else 502. The
// plumbing knows no feature: each feature exports its mapping and the app hands them to the error
// handler (app.ts). Their `detail` is for logs, never for the client.

/** What a feature's error says to the client. */
export interface MappedProblem {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/** A feature's error as a problem, or undefined when the error is not the feature's. */
export type ProblemMapping = (error: unknown) => MappedProblem | undefined;

/** An outside provider's failure: its code and Persian text, 503 if worth a retry, else 502. */
export const providerFailure = (error: {
  readonly code: string;
  readonly message: string;
  readonly retryable: boolean;
}): MappedProblem => ({
  status: error.retryable ? 503 : 502,
  code: error.code,
  message: error.message,
});
