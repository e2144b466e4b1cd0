// The item's tags by title. Typing a title the vendor has no tag for and pressing Enter creates
// the tag (POST menuitemtag) and puts it on the item; the form keeps tag ids.
import { TagsInput } from '@mantine/core';
import type { MenuItemTagView } from '@sofre/engine/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { menuAdminKeys } from './menu-admin.keys.ts';
import { menuAdminMessages } from './menu-admin.messages.ts';
import { createTag, useTags } from './tags.api.ts';

const text = menuAdminMessages.itemForm;

export interface TagsFieldProps {
  readonly value: readonly string[];
  readonly onChange: (update: (ids: string[]) => string[]) => void;
  readonly error?: ReactNode;
}

export function TagsField({ value, onChange, error }: TagsFieldProps) {
  const client = useQueryClient();
  const tags = useTags().data ?? [];
  const [creating, setCreating] = useState<string[]>([]);
  const create = useMutation({
    mutationFn: (title: string) => createTag({ title }),
    onSuccess: (tag) => {
      client.setQueryData<MenuItemTagView[]>(menuAdminKeys.tags, (all) => [...(all ?? []), tag]);
      onChange((ids) => [...ids, tag.id]);
    },
    onSettled: (_tag, _error, title) => setCreating((t) => t.filter((x) => x !== title)),
  });

  const titleOf = new Map(tags.map((t) => [t.id, t.title]));
  const idOf = new Map(tags.map((t) => [t.title, t.id]));
  const titles = [...value.flatMap((id) => titleOf.get(id) ?? []), ...creating];

  const change = (next: string[]) => {
    const known = next.flatMap((title) => idOf.get(title) ?? []);
    const fresh = next.filter((title) => !idOf.has(title) && !creating.includes(title));
    onChange(() => known);
    for (const title of fresh) {
      setCreating((t) => [...t, title]);
      create.mutate(title);
    }
  };

  return (
    <TagsInput
      label={text.tags}
      description={text.tagsHint}
      data={tags.map((t) => t.title)}
      value={titles}
      onChange={change}
      error={error}
      clearable
      data-testid="item-tags"
    />
  );
}
