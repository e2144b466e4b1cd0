// Where an item or category is offered: the order sources (site, QR, salon, marketplace, kiosk).
import { Chip, Group, Input } from '@mantine/core';
import { ALL_SELL_CHANNELS, type SellChannel } from '@sofre/engine/contracts';
import { orderSourceLabels } from '@sofre/web-shared';
import type { ReactNode } from 'react';
import { menuAdminMessages } from './menu-admin.messages.ts';

export interface SellChannelsFieldProps {
  readonly value: SellChannel[];
  readonly onChange: (channels: SellChannel[]) => void;
  readonly error?: ReactNode;
}

export function SellChannelsField({ value, onChange, error }: SellChannelsFieldProps) {
  return (
    <Input.Wrapper label={menuAdminMessages.itemForm.sellChannels} error={error}>
      <Chip.Group multiple value={value} onChange={(v) => onChange(v as SellChannel[])}>
        <Group gap={6} mt={4}>
          {ALL_SELL_CHANNELS.map((channel) => (
            <Chip key={channel} value={channel} size="sm" data-testid={`channel-${channel}`}>
              {orderSourceLabels[channel]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
