// An SMS panel that failed us, as the client hears it (the app hands this to the error handler):
// its code and Persian text, 503 if worth trying again shortly, else 502.
import { providerFailure, type ProblemMapping } from '../http/problem-mapping.ts';
import { SmsProviderError } from './sms.port.ts';

export const smsProviderProblem: ProblemMapping = (error) =>
  error instanceof SmsProviderError ? providerFailure(error) : undefined;
