// «مسیریابی» on the courier's order: opens the phone's navigation app at the customer's point
// (geo:), with Neshan and Google Maps beside it for a phone whose map app ignores geo: links.
import { Anchor, Button, Group } from '@mantine/core';
import type { GeoPoint } from '../addresses/map-view.ts';
import { bikerMessages } from './biker.messages.ts';
import { navigationLinks } from './navigation-links.ts';

const text = bikerMessages.navigate;

export function NavigateLinks({ destination }: { destination: GeoPoint }) {
  const links = navigationLinks(destination);
  return (
    <Group gap="sm" wrap="nowrap" data-testid="biker-navigate">
      <Button component="a" href={links.geo} variant="light" data-testid="biker-navigate-geo">
        {text.button}
      </Button>
      <Anchor href={links.neshan} target="_blank" rel="noreferrer" size="sm">
        {text.neshan}
      </Anchor>
      <Anchor href={links.google} target="_blank" rel="noreferrer" size="sm">
        {text.google}
      </Anchor>
    </Group>
  );
}
