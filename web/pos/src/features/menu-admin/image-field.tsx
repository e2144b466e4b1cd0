// The item's picture: pick a file, it is uploaded at once (POST /api-identity/files) and its
// address goes into the form; the preview shows what the menu will show. Saving the item is what
// attaches it. The vendor settings use it for the logo, with their own label and test ids.
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { IMAGE_TYPES, uploadImage } from './upload-image.api.ts';

const text = menuAdminMessages.itemForm;

export interface ImageFieldProps {
  readonly value: string | undefined;
  readonly onChange: (url: string | undefined) => void;
  readonly error?: ReactNode;
  /** «تصویر» unless said. */
  readonly label?: string;
  readonly description?: ReactNode;
  /** Prefix of the test ids (…-preview, -input, -pick, -remove); `item-image` unless said. */
  readonly testId?: string;
  /** A photo fills a 4:3 frame; a logo is shown whole in a square. */
  readonly shape?: 'photo' | 'logo';
  /** Saving what was picked or removed (the logo saves at once). */
  readonly busy?: boolean;
}

export function ImageField(props: ImageFieldProps) {
  const { value, onChange, error, label = text.image, description } = props;
  const { testId = 'item-image', shape = 'photo', busy = false } = props;
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: (url) => onChange(url) });
  const frame = shape === 'logo' ? { w: 90, h: 90 } : { w: 120, h: 90 };
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group align="flex-start" gap="md" mt={4}>
        {value ? (
          <Image
            src={value}
            alt={label}
            {...frame}
            radius="md"
            fit={shape === 'logo' ? 'contain' : 'cover'}
            data-testid={`${testId}-preview`}
          />
        ) : (
          <Stack
            {...frame}
            justify="center"
            align="center"
            style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}
          >
            <Text size="xs" c="dimmed" ta="center">
              {label}
            </Text>
          </Stack>
        )}
        <Stack gap={6}>
          <FileButton
            accept={IMAGE_TYPES}
            onChange={(file) => file && upload.mutate(file)}
            disabled={busy}
            inputProps={{ 'data-testid': `${testId}-input` } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                loading={upload.isPending || busy}
                data-testid={`${testId}-pick`}
              >
                {value ? text.changeImage : text.pickImage}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={busy}
              data-testid={`${testId}-remove`}
              onClick={() => onChange(undefined)}
            >
              {text.removeImage}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
