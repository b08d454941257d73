import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import { readMultipartBody } from '../../lib/multipart-body.ts';

/**
 * Reads the one uploaded file of a multipart request and checks that its bytes are an allowed image;
 * the name and the declared type are not trusted.
 */
export async function readImageUpload(
  request: FastifyRequest,
  opts: { maxBytes: number; types: readonly string[]; field?: string },
): Promise<{ content: Buffer; mimeType: string }> {
  const field = opts.field ?? 'file';
  const invalid = new AppError('UNSUPPORTED_MEDIA_TYPE', { fields: { [field]: 'validation.image' } });
  if (!request.isMultipart()) throw invalid;
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', {
      fields: { [field]: 'validation.imageSize' },
      params: { mb: opts.maxBytes / 1024 / 1024 },
    });
  const content = await readMultipartBody(
    request,
    field,
    async () => {
      const part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } });
      if (!part) throw invalid;
      return part.toBuffer();
    },
    { FST_REQ_FILE_TOO_LARGE: tooLarge },
  );
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !opts.types.includes(detected.mime)) throw invalid;
  return { content, mimeType: detected.mime };
}
