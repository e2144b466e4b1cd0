// Which part of the draft the panel's middle shows: its lines (with their count) or the order's
// details; a red mark says the server refused something in the details.
import { Badge, Group, SegmentedControl } from '@mantine/core';
import { formatNumber } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';

const text = posMessages.draft;

export type DraftView = 'lines' | 'details';

export interface DraftViewSwitchProps {
  readonly view: DraftView;
  readonly onChange: (view: DraftView) => void;
  readonly lineCount: number;
  readonly detailsFailed: boolean;
}

export function DraftViewSwitch({
  view,
  onChange,
  lineCount,
  detailsFailed,
}: DraftViewSwitchProps) {
  return (
    <SegmentedControl
      size="xs"
      value={view}
      onChange={(value) => onChange(value as DraftView)}
      data-testid="draft-view"
      data={[
        { value: 'lines', label: `${text.lines} (${formatNumber(lineCount)})` },
        {
          value: 'details',
          label: (
            <Group gap={4} wrap="nowrap" justify="center">
              {text.details}
              {detailsFailed && (
                <Badge color="red" size="xs" circle aria-label={text.detailsError}>
                  !
                </Badge>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
