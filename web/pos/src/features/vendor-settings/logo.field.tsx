// The vendor's logo on the site: picking an image uploads it (the menu's image field) and saves
// it at once, as removing it does; the preview is what the site's header shows.
import { notifySuccess } from '@sofre/web-shared';
import { ImageField } from '../menu-admin/image-field.tsx';
import { useSetLogo } from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.site;

export function LogoField({ logo }: { logo: string | null }) {
  const save = useSetLogo();
  const change = (url: string | undefined) => {
    // A refusal is toasted by the query client.
    save.mutateAsync(url ?? null).then(
      () => notifySuccess(settingsMessages.saved),
      () => undefined,
    );
  };
  return (
    <ImageField
      value={logo ?? undefined}
      onChange={change}
      label={text.logo}
      description={text.logoHint}
      testId="vendor-logo"
      shape="logo"
      busy={save.isPending}
    />
  );
}
