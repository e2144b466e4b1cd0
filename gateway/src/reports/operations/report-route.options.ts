// What every operations report route declares: its OpenAPI tag, the bearer header, and that it
// needs the report permission.
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { readReports } from '../report-deps.ts';

export const common = { tags: ['reports'], headers: BearerHeaders };
export const config = { access: readReports };
