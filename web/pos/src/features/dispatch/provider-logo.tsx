// A courier provider's mark where a provider is chosen (spec §1): a round badge in the provider's
// colour with its initial, and its Persian name; the restaurant's own fleet is «پیک رستوران».
import { Group, Text } from '@mantine/core';
import type { CourierProvider } from '@sofre/engine';
import { dispatchMessages as text } from './dispatch.messages.ts';

const marks: Record<CourierProvider, { color: string; letter: string }> = {
  OWN_FLEET: { color: '#2f6fb3', letter: 'ر' },
  MIARE: { color: '#1aa37a', letter: 'م' },
  SNAPP_BOX: { color: '#00b14f', letter: 'ا' },
  ZFEXPRESS: { color: '#e8590c', letter: 'ا' },
  BORDAR: { color: '#7048e8', letter: 'ب' },
};

export function ProviderLogo({
  provider,
  size = 22,
}: {
  provider: CourierProvider;
  size?: number;
}) {
  const { color, letter } = marks[provider];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-hidden>
      <circle cx={12} cy={12} r={12} fill={color} />
      <text x={12} y={16.5} textAnchor="middle" fontSize={13} fontWeight={700} fill="white">
        {letter}
      </text>
    </svg>
  );
}

export function ProviderName({ provider }: { provider: CourierProvider }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={`provider-${provider}`}>
      <ProviderLogo provider={provider} />
      <Text size="sm">{text.providers[provider]}</Text>
    </Group>
  );
}
