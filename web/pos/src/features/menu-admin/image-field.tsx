// The item's picture: pick a file, it is uploaded at once (POST /api-identity/files) and its
// address goes into the form; the preview shows what the menu will show. Saving the item is what
// attaches it.
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
}

export function ImageField({ value, onChange, error }: ImageFieldProps) {
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: (url) => onChange(url) });
  return (
    <Input.Wrapper label={text.image} error={error}>
      <Group align="flex-start" gap="md" mt={4}>
        {value ? (
          <Image
            src={value}
            alt={text.image}
            w={120}
            h={90}
            radius="md"
            fit="cover"
            data-testid="item-image-preview"
          />
        ) : (
          <Stack
            w={120}
            h={90}
            justify="center"
            align="center"
            style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8 }}
          >
            <Text size="xs" c="dimmed">
              {text.image}
            </Text>
          </Stack>
        )}
        <Stack gap={6}>
          <FileButton
            accept={IMAGE_TYPES}
            onChange={(file) => file && upload.mutate(file)}
            inputProps={{ 'data-testid': 'item-image-input' } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                loading={upload.isPending}
                data-testid="item-image-pick"
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
              data-testid="item-image-remove"
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
