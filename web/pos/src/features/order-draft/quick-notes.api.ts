// GET /api-identity/defaultdescription/list: the manager's default descriptions, offered to the
// cashier as quick notes — ITEM ones on a line, ORDER ones on the whole order. Read again when a
// manager changes one (`records:default-description`); the screen's own page shares the key.
import { DefaultDescriptionView } from '@sofre/engine/contracts';
import type { DescriptionTarget } from '@sofre/engine/default-descriptions';
import { apiRequest, useLiveInvalidation } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

const quickNotesKey = ['default-descriptions', 'list'] as const;

export const getQuickNotes = (signal?: AbortSignal) =>
  apiRequest({
    path: '/api-identity/defaultdescription/list',
    response: z.array(DefaultDescriptionView),
    signal,
  });

/** The titles of the notes for `target`, as the server lists them. */
export function useQuickNotes(target: DescriptionTarget): readonly string[] {
  useLiveInvalidation('records:default-description', quickNotesKey);
  const notes = useQuery({
    queryKey: quickNotesKey,
    queryFn: ({ signal }) => getQuickNotes(signal),
    staleTime: 5 * 60_000,
  });
  return (notes.data ?? []).filter((n) => n.target === target).map((n) => n.title);
}
