// The vendor's logo: the path of an image the vendor uploaded (POST /api-identity/files keeps it
// as /files/<vendorId>/<sha256>.<jpg|png|webp>). Only a file of its own: never an outside address
// the site would load from somewhere else, nor another vendor's file.
import { z } from 'zod';
import { DomainError, errorMessages } from '../shared/domain-error.ts';

/** The public path of an uploaded image, its vendor id captured. */
const UPLOADED_FILE_PATH =
  /^\/files\/([A-Za-z0-9][A-Za-z0-9_-]{0,99})\/[0-9a-f]{64}\.(jpg|png|webp)$/;

/** The shape of the path; which vendor's file it is, the decider checks (assertOwnLogo). */
export const VendorLogo = z.string().regex(UPLOADED_FILE_PATH, errorMessages.LOGO_NOT_OWN_FILE);

export const isOwnFile = (vendorId: string, path: string): boolean =>
  UPLOADED_FILE_PATH.exec(path)?.[1] === vendorId;

/** LOGO_NOT_OWN_FILE unless the logo is absent, cleared (null) or one of the vendor's files. */
export function assertOwnLogo(vendorId: string, logo: string | null | undefined): void {
  if (logo == null || isOwnFile(vendorId, logo)) return;
  const message = errorMessages.LOGO_NOT_OWN_FILE;
  throw new DomainError('LOGO_NOT_OWN_FILE', [
    { field: 'logo', code: 'LOGO_NOT_OWN_FILE', message },
  ]);
}
