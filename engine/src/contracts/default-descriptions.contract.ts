// /api-identity/defaultdescription: the canned notes of order lines and orders as the back office
// and the POS read them, and what the form sends (PUT carries the id in the body).
import { z } from 'zod';
import { DefaultDescriptionFields } from '../default-descriptions/default-description.kind.ts';
import { pageOf } from './paging.contract.ts';

const RecordId = z.string().trim().min(1).max(100);

export const DefaultDescriptionView = DefaultDescriptionFields.extend({ id: z.string() });
export type DefaultDescriptionView = z.infer<typeof DefaultDescriptionView>;
export const DefaultDescriptionPage = pageOf(DefaultDescriptionView);
export const CreateDefaultDescriptionRequest = DefaultDescriptionFields.extend({
  id: RecordId.optional(),
});
export type CreateDefaultDescriptionRequest = z.input<typeof CreateDefaultDescriptionRequest>;
export const EditDefaultDescriptionRequest = DefaultDescriptionFields.extend({ id: RecordId });
export type EditDefaultDescriptionRequest = z.input<typeof EditDefaultDescriptionRequest>;
