// POST /api-identity/files: an item's picture, sent as multipart (`file`) and answered with the
// address to put in the item's `image`. apiRequest sends a FormData body as multipart, with the
// vendor header, the bearer token and the §8 session recovery like every other call.
import { MAX_IMAGE_BYTES, UploadedFile } from '@sofre/engine/contracts';
import { ApiError, apiRequest } from '@sofre/web-shared';
import { menuAdminMessages } from './menu-admin.messages.ts';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

export async function uploadImage(file: File): Promise<string> {
  // Refused here too (the gateway checks again), so a big photo is not sent for nothing.
  if (file.size > MAX_IMAGE_BYTES)
    throw new ApiError(413, 'FILE_TOO_LARGE', menuAdminMessages.itemForm.imageTooLarge);
  const body = new FormData();
  body.append('file', file);
  const uploaded = await apiRequest({
    method: 'POST',
    path: '/api-identity/files',
    body,
    response: UploadedFile,
  });
  return uploaded.url;
}
