// A feature as the platform admin presents it to vendors: which product part (FeatureId), its
// title and what it does. One record per feature id; a feature with no record still exists and
// goes by its built-in title (features.ts).
import { z } from 'zod';
import { PersianText } from '../banking/bank-account.ts';
import { errorMessages } from '../shared/domain-error.ts';
import { defineRecordKind } from '../records/record.decider.ts';
import { FeatureId, featureTitles } from './features.ts';

export const FeatureFields = z.object({
  feature: FeatureId,
  title: PersianText(60),
  description: z.string().trim().max(500).default(''),
});
export type FeatureFields = z.output<typeof FeatureFields>;

export const featureKind = defineRecordKind({
  kind: 'platform-feature',
  eventPrefix: 'PlatformFeature',
  notFound: 'FEATURE_NOT_FOUND',
  fields: FeatureFields,
  check: (fields, others) =>
    others.some((o) => o.fields.feature === fields.feature)
      ? [{ field: 'feature', code: 'FEATURE_TAKEN', message: errorMessages.FEATURE_TAKEN }]
      : [],
});

/** Every feature with its title: the admin's record where there is one, else the built-in. */
export function featureCatalog(
  records: readonly { readonly id: string; readonly fields: FeatureFields }[],
): { id: FeatureId; title: string; description: string }[] {
  return FeatureId.options.map((id) => {
    const own = records.find((r) => r.fields.feature === id);
    return {
      id,
      title: own?.fields.title ?? featureTitles[id],
      description: own?.fields.description ?? '',
    };
  });
}
