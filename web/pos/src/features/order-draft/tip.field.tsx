// The tip (spec §3, POS draft: tip): typed in the vendor's unit, kept in Rial, added to what the
// customer pays and counted apart in the reports.
import {
  currencyWords,
  DigitInput,
  rialToUnit,
  unitToRial,
  useCurrencyUnit,
} from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import type { PosDraftHandle } from './use-pos-draft.ts';

const text = posMessages.options;

export function TipField({ draft, error }: { draft: PosDraftHandle; error?: string }) {
  const unit = useCurrencyUnit();
  const { tip } = draft.snapshot.context.draft;
  return (
    <DigitInput
      data-testid="order-tip"
      label={text.tip}
      description={text.tipHint}
      rightSection={currencyWords[unit]}
      rightSectionWidth={56}
      value={tip === 0 ? undefined : rialToUnit(tip, unit)}
      onValue={(value) =>
        draft.edit({ type: 'setTip', amount: value === undefined ? 0 : unitToRial(value, unit) })
      }
      error={error}
    />
  );
}
