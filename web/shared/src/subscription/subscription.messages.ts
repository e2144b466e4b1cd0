// The Persian words of the platform's packages that every app shows: a locked screen, the toast
// of a refusal for a feature the package lacks, the features' built-in names.
import { featureTitles, type FeatureId } from '@sofre/engine/subscriptions';

export const SUBSCRIPTION_PATH = '/bo/subscription';

export const featureLabel = (feature: FeatureId): string => featureTitles[feature];

export const lockedMessages = {
  title: (feature: string) => `«${feature}» در بستهٔ اشتراک شما نیست`,
  current: (pkg: string) => `بستهٔ فعلی شما «${pkg}» است.`,
  offer: (pkg: string) => `این امکان در بستهٔ «${pkg}» هست؛ با ارتقای اشتراک باز می‌شود.`,
  noOffer: 'این امکان فعلاً در هیچ بسته‌ای فروخته نمی‌شود.',
  upgrade: 'ارتقای اشتراک',
  askOwner: 'برای ارتقای اشتراک به مدیر فروشگاه خبر دهید.',
  locked: 'قفل: خارج از بستهٔ اشتراک',
  toastTitle: 'خارج از بستهٔ اشتراک',
} as const;
