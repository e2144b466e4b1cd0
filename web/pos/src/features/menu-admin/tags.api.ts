// /api-catalog/catalog/menuitemtag: the vendor's item tags (تند، گیاهی، پرفروش), and a new one
// made from the item form.
import { MenuItemTagView, type CreateMenuItemTagRequest } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { menuAdminKeys } from './menu-admin.keys.ts';

const PATH = '/api-catalog/catalog/menuitemtag';

export const listTags = (signal?: AbortSignal) =>
  apiRequest({ path: PATH, response: z.array(MenuItemTagView), signal });

export const createTag = (body: CreateMenuItemTagRequest) =>
  apiRequest({ method: 'POST', path: PATH, body, response: MenuItemTagView });

export const useTags = () =>
  useQuery({ queryKey: menuAdminKeys.tags, queryFn: ({ signal }) => listTags(signal) });
