// The site's minimum basket: typed in the vendor's unit, kept and sent in Rial (RialInput).
// Empty means none (0). A refusal from the server appears beside the field.
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveForm } from '@sofre/web-shared';
import { RialInput } from '../../back-office-ui/money-input.tsx';
import { useSetMinimumBasket } from './vendor-settings.api.ts';
import { settingsMessages } from './vendor-settings.messages.ts';

const text = settingsMessages.site;

export function MinimumBasketForm({ minimumBasket }: { minimumBasket: number }) {
  const save = useSetMinimumBasket();
  const form = useForm<{ minimumBasket: number | undefined }>({
    initialValues: { minimumBasket: minimumBasket || undefined },
  });
  const submit = form.onSubmit(async ({ minimumBasket: typed }) => {
    await saveForm(form, () => save.mutateAsync(typed ?? 0), {
      saved: settingsMessages.saved,
      onDone: () => undefined,
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="minimum-basket-form">
      <Stack gap="sm">
        <RialInput
          label={text.minimumBasket}
          description={text.minimumBasketHint}
          data-testid="minimum-basket"
          value={form.getValues().minimumBasket}
          onValue={(value) => form.setFieldValue('minimumBasket', value)}
          error={form.errors.minimumBasket}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="minimum-basket-save">
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
