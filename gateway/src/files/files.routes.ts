// POST /api-identity/files (multipart, field `file`; menu.manage or vendor.manage): an image for a
// menu item or category, or the vendor's logo. JPEG, PNG or WebP by content, at most 2 MiB;
// anything else is refused with a Persian problem (400 not an image / no file, 413 too large) and
// nothing is stored. Answers `{ url }`, the public address to put in `image` or `logo`.
// GET /files/<vendorId>/<name> serves it back to anyone (the site shows it) with its content type
// and a year's cache: the name is the content's hash.
import fastifyMultipart from '@fastify/multipart';
import { errorMessages, type ErrorCode } from '@sofre/engine';
import { MAX_IMAGE_BYTES, UploadedFile } from '@sofre/engine/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problem, sendProblem } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { CatalogDeps } from '../catalog/catalog.deps.ts';
import { fileStoreIn } from './file-store.ts';
import { CONTENT_TYPES, imageTypeOf, type ImageType } from './image-type.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const refuse = (reply: FastifyReply, request: FastifyRequest, status: number, code: ErrorCode) => {
  const field = { field: 'file', code, message: errorMessages[code] };
  const body = problem({
    status,
    code,
    message: errorMessages[code],
    errors: [field],
    instance: request.url,
  });
  return sendProblem(reply, body);
};

const isTooLarge = (error: unknown) =>
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
const isNotMultipart = (error: unknown) =>
  (error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE';

export function fileRoutes(app: ZodApp, _deps: CatalogDeps, dataDir: string) {
  const store = fileStoreIn(dataDir);
  // Multipart only for these routes; the rest of the API stays JSON.
  void app.register(async (scope: ZodApp) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 },
    });

    scope.post(
      '/api-identity/files',
      {
        schema: {
          tags: ['identity'],
          summary: 'Upload an image (multipart field `file`: JPEG, PNG or WebP, ≤ 2 MiB)',
          consumes: ['multipart/form-data'],
          headers: BearerHeaders,
          response: { 201: UploadedFile, ...problemResponses(400, 401, 403, 413) },
        },
        // Menu pictures, and the vendor's logo on the settings screen.
        config: { access: staff('menu.manage', 'vendor.manage') },
      },
      async (request, reply) => {
        let bytes: Buffer | undefined;
        try {
          const part = await request.file();
          if (part?.fieldname === 'file') bytes = await part.toBuffer();
        } catch (error) {
          if (isTooLarge(error)) return refuse(reply, request, 413, 'FILE_TOO_LARGE');
          if (isNotMultipart(error)) return refuse(reply, request, 400, 'FILE_REQUIRED');
          throw error;
        }
        if (!bytes || bytes.length === 0) return refuse(reply, request, 400, 'FILE_REQUIRED');
        const type = imageTypeOf(bytes);
        if (!type) return refuse(reply, request, 400, 'FILE_TYPE_NOT_ALLOWED');
        const url = await store.save(contextOf(request).vendor.id, bytes, type);
        return reply.code(201).send({ url });
      },
    );
  });

  app.get(
    '/files/:vendorId/:name',
    {
      schema: {
        tags: ['identity'],
        summary: 'An uploaded image, served to anyone (the site shows it)',
        params: z.object({ vendorId: z.string().min(1).max(100), name: z.string().max(100) }),
      },
      config: { access: 'public', vendorScoped: false },
    },
    async (request, reply) => {
      const { vendorId, name } = request.params;
      const bytes = await store.read(vendorId, name);
      if (!bytes) return refuse(reply, request, 404, 'FILE_NOT_FOUND');
      const type = name.slice(name.lastIndexOf('.') + 1) as ImageType;
      return reply
        .type(CONTENT_TYPES[type])
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
