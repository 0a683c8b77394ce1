import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, apiErrorSchema } from '@binamart/shared';
import type { AppContext } from '../../../lib/context';
import {
  UPLOAD_PURPOSES,
  isApPurpose,
  isPaymentPurpose,
  isSellerPurpose,
  PLATFORM_BRANCH_IMAGE_PURPOSE,
  CONTENT_IMAGE_PURPOSE,
  uploadContentImage,
  INSURANCE_UPLOAD_PURPOSE,
  uploadInsuranceFile,
  CHAT_ATTACHMENT_PURPOSE,
  uploadChatFile,
  CREDIT_REPORT_UPLOAD_PURPOSE,
  uploadCreditReportFile,
  REVIEW_PHOTO_PURPOSE,
  SCHEDULE_UPLOAD_PURPOSE,
  readFile,
  uploadApFile,
  uploadCreditFile,
  uploadLimit,
  uploadPaymentFile,
  uploadPlatformBranchImage,
  uploadReviewPhoto,
  uploadScheduleFile,
  uploadSellerFile,
} from './files.service';
import { readUpload } from './uploads';

const uploadedFileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});

/**
 * Registers GET /api/files/:id (public files to anyone, private ones to users of the owning
 * company, payment documents also to administrators and the parties of an order that uses
 * them, credit documents also to administrators with admCl Read, AP documents to administrators
 * and the seller) and POST /api/files (a seller's listing or branch file, a transfer slip, a
 * purchase order, or a credit document, AP invoice or payout slip up to 20 MB).
 */
export async function filesRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  // <img> tags send no bearer header: sign in only when one is given
  const signedInIfAny = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };
  route.get(
    '/api/files/:id',
    {
      preHandler: signedInIfAny,
      schema: {
        tags: ['files'],
        summary: 'The bytes of an uploaded file, with its stored content type',
        security: [{}, { bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: z.any().describe('the file bytes'), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await readFile({ db, storage }, request.actor, request.params.id);
      // a file id never gets other bytes (a replaced image gets a new id), so public ones cache for good
      const cache = file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store';
      return reply
        .type(file.mimeType)
        .header('cache-control', cache)
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
  route.post(
    '/api/files',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['files'],
        summary: `Upload a file, up to ${MAX_IMAGE_BYTES / 1_048_576} MB unless said otherwise, multipart field "file": a product, variation or branch image (JPG or PNG) or a product file (also PDF) (sellPro Write); a private payment-slip (buyOrder Write, or an administrator) or purchase-order (admOrder Write), JPG, PNG or PDF; a private credit-document up to 20 MB (buyCl Write), JPG, PNG or PDF; a private ap-invoice up to 20 MB (a seller with sellInv Write; readable by the seller company and administrators), JPG, PNG or PDF; a private payout-slip up to 20 MB (an administrator with admPay Write; readable by administrators and the seller of the AP invoice it is recorded on), JPG, PNG or PDF; a private delivery-schedule of a bidding project up to 20 MB (buyBid Write), PDF, XLSX, JPG or PNG; a public review-photo for a rating (buyOrder Write), JPG or PNG; a public platform-branch-image (an administrator with admBranch Write), JPG or PNG; a public content-image for a news post or an advertisement (an administrator with admNews or admAd Write), JPG or PNG; a private insurance-document up to 20 MB (an administrator with admCl Write), JPG, PNG or PDF; a private chat-attachment (any signed-in user; read through its chat message), JPG, PNG or PDF`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: z.enum(UPLOAD_PURPOSES) }),
        response: {
          201: uploadedFileSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { purpose } = request.query;
      const read = () => readUpload(request, 'file', uploadLimit(purpose));
      const uploaded = isPaymentPurpose(purpose)
        ? await uploadPaymentFile({ db, storage }, request.actor, purpose, read)
        : isSellerPurpose(purpose)
          ? await uploadSellerFile({ db, storage }, request.actor, purpose, read)
          : isApPurpose(purpose)
            ? await uploadApFile({ db, storage }, request.actor, purpose, read)
            : purpose === SCHEDULE_UPLOAD_PURPOSE
              ? await uploadScheduleFile({ db, storage }, request.actor, read)
              : purpose === REVIEW_PHOTO_PURPOSE
                ? await uploadReviewPhoto({ db, storage }, request.actor, read)
                : purpose === PLATFORM_BRANCH_IMAGE_PURPOSE
                  ? await uploadPlatformBranchImage({ db, storage }, request.actor, read)
                  : purpose === CONTENT_IMAGE_PURPOSE
                    ? await uploadContentImage({ db, storage }, request.actor, read)
                    : purpose === INSURANCE_UPLOAD_PURPOSE
                      ? await uploadInsuranceFile({ db, storage }, request.actor, read)
                      : purpose === CREDIT_REPORT_UPLOAD_PURPOSE
                        ? await uploadCreditReportFile({ db, storage }, request.actor, read)
                        : purpose === CHAT_ATTACHMENT_PURPOSE
                          ? await uploadChatFile({ db, storage }, request.actor, read)
                          : await uploadCreditFile({ db, storage }, request.actor, read);
      return reply.status(201).send(uploaded);
    },
  );
}
