// The vendor's logo, or the first letter of its name on the brand colour while it has none.
import { Avatar } from '@mantine/core';

export function VendorMark({ name, logo }: { name: string; logo?: string | null | undefined }) {
  return (
    <Avatar src={logo} alt={name} color="sofre" variant="filled" radius="md" size={40}>
      {name.replace(/^رستوران\s+/, '').slice(0, 1)}
    </Avatar>
  );
}
