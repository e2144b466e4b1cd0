// A payment gateway that failed us, as the client hears it (the app hands this to the error
// handler): its code and Persian text, 503 if worth trying again shortly, else 502.
import { providerFailure, type ProblemMapping } from '../http/problem-mapping.ts';
import { PaymentProviderError } from './providers/payment-provider.port.ts';

export const paymentProviderProblem: ProblemMapping = (error) =>
  error instanceof PaymentProviderError ? providerFailure(error) : undefined;
