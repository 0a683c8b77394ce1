/**
 * Uploaded files: bytes in the storage adapter, a row in `files` saying whose they are
 * and who may read them. Public files (profile, cover and product images) are served to
 * anyone; private ones to users of the owning company (payment documents also to
 * administrators and to the buyer and seller of an order that references them; credit
 * documents also to administrators with admCl Read; a seller's AP invoice also to
 * administrators with admInv or admPay Read; a payout slip to those administrators and to the
 * seller company of the AP invoice it is recorded on; a delivery order's signature to the DO's
 * buyer and seller companies, its driver and administrators).
 */
import { randomUUID } from 'node:crypto';
import { CREDIT_DOCUMENT_MAX_BYTES, MAX_IMAGE_BYTES, hasPermission, levelOf, roleKind } from '@binamart/shared';
import type { FileStorage } from '../../../adapters/storage/file-storage';
import type { Db } from '../../../db/client';
import { authorize } from '../../../lib/access';
import { AppError, notFound } from '../../../lib/errors';
import { type ImageType, detectImageType } from '../../../lib/image-check';
import type { Actor } from '../../../lib/request-context';
import * as repo from './files.repository';
import { type Upload, fileType, fileTypeDocument } from './uploads';

/** A PDF document, recognised by its `%PDF-` header. */
export type DocumentType = { mimeType: 'application/pdf'; extension: 'pdf' };
/** An Excel workbook (a ZIP holding xl/workbook.xml). */
export type SpreadsheetType = {
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  extension: 'xlsx';
};
export type StoredType = ImageType | DocumentType | SpreadsheetType;

/** What a seller can upload for listings and branches; `product-file` (certificate, catalogue) may be a PDF. */
export const SELLER_UPLOAD_PURPOSES = [
  'product-image',
  'variation-image',
  'branch-image',
  'product-file',
  /** a file attached to a quotation (JPG, PNG or PDF), private: served through the quotation to those who may read it */
  'quotation-attachment',
] as const;
export type SellerUploadPurpose = (typeof SELLER_UPLOAD_PURPOSES)[number];
/**
 * Payment documents, private: a bank-transfer slip (a buyer, or an administrator paying for
 * one) and a purchase order (an administrator ordering for a buyer); JPG, PNG or PDF.
 */
export const PAYMENT_UPLOAD_PURPOSES = ['payment-slip', 'purchase-order'] as const;
export type PaymentUploadPurpose = (typeof PAYMENT_UPLOAD_PURPOSES)[number];
/** A credit application's document (JPG, PNG or PDF up to 20 MB), private to the company and administrators. */
export const CREDIT_UPLOAD_PURPOSE = 'credit-document';
/**
 * AP documents (JPG, PNG or PDF up to 20 MB), private: a seller's own invoice to the platform
 * ('ap-invoice', sellInv Write) and the bank slip of the payout an administrator records
 * against it ('payout-slip', admPay Write).
 */
export const AP_UPLOAD_PURPOSES = ['ap-invoice', 'payout-slip'] as const;
export type ApUploadPurpose = (typeof AP_UPLOAD_PURPOSES)[number];
/**
 * A buyer's signature on a delivery order (a PNG), private: stored by the acknowledgement (not
 * an upload of POST /api/files), owned by the buyer company, also readable by the DO's seller
 * company, its driver and administrators with admOrder not Block.
 */
export const DO_SIGNATURE_PURPOSE = 'do-signature';
/**
 * A bidding project's delivery schedule (PDF, XLSX, JPG or PNG up to 20 MB), private to the buyer
 * company; suppliers and administrators read it through the project's own routes.
 */
export const SCHEDULE_UPLOAD_PURPOSE = 'delivery-schedule';

/**
 * A photo with a buyer's review of a product it bought (JPG or PNG), public because product and
 * store pages show it with the review.
 */
export const REVIEW_PHOTO_PURPOSE = 'review-photo';

/**
 * A picture of one of the platform's own branches (JPG or PNG), public because /contact shows it;
 * uploaded by administrators with admBranch Write.
 */
export const PLATFORM_BRANCH_IMAGE_PURPOSE = 'platform-branch-image';

/**
 * A document of an insurance or bond proposal (JPG, PNG or PDF up to 20 MB): letter of award,
 * contract, bill of quantities, site plan. Uploaded by administrators with admCl Write, private to
 * the platform's administrators (modules/insurance passes the names to the insurer).
 */
export const INSURANCE_UPLOAD_PURPOSE = 'insurance-document';

/**
 * A credit report from the bureau's own portal, as a PDF (an administrator with admCl Write attaches
 * it to a credit application); private, read through the report (modules/credit-reports).
 */
export const CREDIT_REPORT_UPLOAD_PURPOSE = 'credit-report';

/**
 * A picture of a news post or an advertisement (JPG or PNG), public because the home page, /news
 * and the shop show it; uploaded by administrators with admNews or admAd Write (modules/content).
 */
export const CONTENT_IMAGE_PURPOSE = 'content-image';

/**
 * An image or PDF sent in a chat (2 MB, the type taken from the bytes), private: uploaded by any
 * signed-in user, then read only through the message that carries it (modules/chat), by the
 * conversation's participants.
 */
export const CHAT_ATTACHMENT_PURPOSE = 'chat-attachment';

export const UPLOAD_PURPOSES = [
  ...SELLER_UPLOAD_PURPOSES,
  ...PAYMENT_UPLOAD_PURPOSES,
  CREDIT_UPLOAD_PURPOSE,
  ...AP_UPLOAD_PURPOSES,
  SCHEDULE_UPLOAD_PURPOSE,
  REVIEW_PHOTO_PURPOSE,
  PLATFORM_BRANCH_IMAGE_PURPOSE,
  CONTENT_IMAGE_PURPOSE,
  CREDIT_REPORT_UPLOAD_PURPOSE,
  INSURANCE_UPLOAD_PURPOSE,
  CHAT_ATTACHMENT_PURPOSE,
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const isPaymentPurpose = (purpose: UploadPurpose): purpose is PaymentUploadPurpose =>
  (PAYMENT_UPLOAD_PURPOSES as readonly string[]).includes(purpose);
export const isSellerPurpose = (purpose: UploadPurpose): purpose is SellerUploadPurpose =>
  (SELLER_UPLOAD_PURPOSES as readonly string[]).includes(purpose);
export const isApPurpose = (purpose: string): purpose is ApUploadPurpose =>
  (AP_UPLOAD_PURPOSES as readonly string[]).includes(purpose);

/** The largest AP document: 20 MB, as for credit documents. */
export const AP_DOCUMENT_MAX_BYTES = CREDIT_DOCUMENT_MAX_BYTES;

/** The largest file a purpose takes: 20 MB for credit and AP documents, the image limit for the rest. */
export const uploadLimit = (purpose: UploadPurpose): number =>
  purpose === CREDIT_UPLOAD_PURPOSE ||
  purpose === SCHEDULE_UPLOAD_PURPOSE ||
  purpose === CREDIT_REPORT_UPLOAD_PURPOSE ||
  purpose === INSURANCE_UPLOAD_PURPOSE
    ? CREDIT_DOCUMENT_MAX_BYTES
    : isApPurpose(purpose)
      ? AP_DOCUMENT_MAX_BYTES
      : MAX_IMAGE_BYTES;

const PDF_SIGNATURE = Buffer.from('%PDF-', 'ascii');

/** PDF by its first bytes, else null. */
export function detectPdf(bytes: Uint8Array): DocumentType | null {
  return Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE)
    ? { mimeType: 'application/pdf', extension: 'pdf' }
    : null;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** An XLSX workbook by its bytes (a ZIP whose entries include xl/workbook.xml), else null. */
export function detectXlsx(bytes: Uint8Array): SpreadsheetType | null {
  const buffer = Buffer.from(bytes);
  return buffer.subarray(0, 4).equals(ZIP_SIGNATURE) && buffer.includes('xl/workbook.xml')
    ? { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' }
    : null;
}

export interface NewFile {
  companyId: string;
  uploadedBy: string;
  purpose: string;
  visibility: 'public' | 'private';
  originalName: string;
  type: StoredType;
  bytes: Buffer;
}

/** Bytes written to storage whose row is not yet recorded: record it in a transaction, or discard it. */
export interface StagedFile {
  id: string;
  storageKey: string;
  /** Inserts the files row (pass the transaction of the change that uses the file). */
  record(db: Db): Promise<void>;
  /** Removes the bytes again, when the change that was to use them failed. */
  discard(): Promise<void>;
}

/** The URL a stored file is served at. */
export const fileUrl = (id: string | null | undefined): string | null => (id ? `/api/files/${id}` : null);

/** Writes the bytes under a fresh key; the caller records the row in its own transaction. */
export async function stageFile(storage: FileStorage, file: NewFile): Promise<StagedFile> {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}.${file.type.extension}`;
  await storage.put(storageKey, file.bytes);
  return {
    id,
    storageKey,
    record: async (db) => {
      await repo.insertFile(db, {
        id,
        companyId: file.companyId,
        uploadedBy: file.uploadedBy,
        purpose: file.purpose,
        mimeType: file.type.mimeType,
        sizeBytes: file.bytes.length,
        storageKey,
        originalName: file.originalName.slice(0, 255),
        visibility: file.visibility,
      });
    },
    discard: () => storage.delete(storageKey),
  };
}

/**
 * Deletes a file's row (in the caller's transaction) and returns a function that removes
 * its bytes, to call once that transaction has committed.
 */
export async function deleteFileRecord(db: Db, storage: FileStorage, id: string): Promise<() => Promise<void>> {
  const row = await repo.deleteFile(db, id);
  return row ? () => storage.delete(row.storageKey) : async () => {};
}

/** An administrator who works AP invoices: admInv Read (the list) or admPay Read (payouts). */
const readsApDocuments = (actor: Actor) =>
  roleKind(actor.role) === 'admin' &&
  (hasPermission(actor.permissions, 'admInv', 'Read') || hasPermission(actor.permissions, 'admPay', 'Read'));

/**
 * Whether `actor` may read a private file of another company: a payment document is also
 * readable by administrators and by the buyer and seller of an order that references it; a
 * credit document by administrators with admCl Read; an AP invoice by administrators who work
 * AP invoices; a payout slip by them and by the seller company of the AP invoice it is on; a DO
 * signature by administrators (admOrder not Block), the DO's seller company and its driver.
 */
async function mayReadOthersFile(db: Db, actor: Actor | null, row: repo.FileRow): Promise<boolean> {
  if (actor && row.purpose === DO_SIGNATURE_PURPOSE) {
    if (roleKind(actor.role) === 'admin') return levelOf(actor.permissions, 'admOrder') !== 'Block';
    return repo.isDeliverySignatureFor(db, row.id, actor.companyId, actor.userId);
  }
  if (actor && row.purpose === CREDIT_UPLOAD_PURPOSE) {
    return roleKind(actor.role) === 'admin' && hasPermission(actor.permissions, 'admCl', 'Read');
  }
  if (actor && row.purpose === 'ap-invoice') return readsApDocuments(actor);
  if (actor && row.purpose === 'payout-slip') {
    return readsApDocuments(actor) || repo.isPayoutSlipOfSeller(db, row.id, actor.companyId);
  }
  if (!actor || !(PAYMENT_UPLOAD_PURPOSES as readonly string[]).includes(row.purpose)) return false;
  if (roleKind(actor.role) === 'admin') return true;
  return repo.isReferencedForCompany(db, row.id, actor.companyId);
}

/** A file's bytes and type; a private file the actor may not read (or none) is not found. */
export async function readFile(deps: { db: Db; storage: FileStorage }, actor: Actor | null, id: string) {
  const row = await repo.findFile(deps.db, id);
  if (!row) throw notFound();
  const readable =
    row.visibility === 'public' || actor?.companyId === row.companyId || (await mayReadOthersFile(deps.db, actor, row));
  if (!readable) throw notFound();
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound();
  return { bytes, mimeType: row.mimeType, visibility: row.visibility };
}

export interface UploadedFile {
  id: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
}

/** Writes an accepted upload as the actor's company's file and records it; a failed record leaves no bytes behind. */
async function storeUpload(
  deps: { db: Db; storage: FileStorage },
  me: Actor,
  purpose: string,
  visibility: 'public' | 'private',
  upload: Upload,
  type: StoredType,
): Promise<UploadedFile> {
  const staged = await stageFile(deps.storage, {
    companyId: me.companyId,
    uploadedBy: me.userId,
    purpose,
    visibility,
    originalName: upload.filename,
    type,
    bytes: upload.bytes,
  });
  try {
    await staged.record(deps.db);
  } catch (error) {
    await staged.discard();
    throw error;
  }
  return { id: staged.id, url: fileUrl(staged.id)!, mimeType: type.mimeType, sizeBytes: upload.bytes.length };
}

/**
 * Stores a seller's listing or branch file (sellPro Write), public because product and
 * branch pages show it. The type is taken from the bytes: images JPEG or PNG, product
 * files also PDF. `read` runs only once the actor is allowed; a refused file leaves nothing.
 */
export async function uploadSellerFile(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  purpose: SellerUploadPurpose,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const quotation = purpose === 'quotation-attachment';
  const me = authorize(actor, { side: 'seller', area: quotation ? 'sellEnq' : 'sellPro', level: 'Write' });
  const upload = await read();
  const document = purpose === 'product-file' || quotation;
  const type: StoredType | null = detectImageType(upload.bytes) ?? (document ? detectPdf(upload.bytes) : null);
  if (!type) throw document ? fileTypeDocument() : fileType();
  return storeUpload(deps, me, purpose, quotation ? 'private' : 'public', upload, type);
}

/**
 * Stores a private payment document (JPG, PNG or PDF): a transfer slip from a buyer
 * (buyOrder Write) or an administrator (admOrder or admPay Write), or a purchase order from
 * an administrator (admOrder Write). The owning company is the uploader's.
 */
export async function uploadPaymentFile(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  purpose: PaymentUploadPurpose,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me = authorize(actor);
  if (purpose === 'purchase-order' || roleKind(me.role) !== 'buyer') {
    authorize(me, {
      side: 'admin',
      rule: (permissions) =>
        hasPermission(permissions, 'admOrder', 'Write') ||
        (purpose === 'payment-slip' && hasPermission(permissions, 'admPay', 'Write')),
    });
  } else {
    authorize(me, { area: 'buyOrder', level: 'Write' });
  }
  const upload = await read();
  const type: StoredType | null = detectImageType(upload.bytes) ?? detectPdf(upload.bytes);
  if (!type) throw fileTypeDocument();
  return storeUpload(deps, me, purpose, 'private', upload, type);
}

/**
 * Stores a private credit-application document (JPG, PNG or PDF, up to 20 MB) of a buyer
 * holding buyCl Write; the owning company and administrators with admCl Read may read it.
 */
export async function uploadCreditFile(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me = authorize(actor, { side: 'buyer', area: 'buyCl', level: 'Write' });
  const upload = await read();
  const type: StoredType | null = detectImageType(upload.bytes) ?? detectPdf(upload.bytes);
  if (!type) throw fileTypeDocument();
  return storeUpload(deps, me, CREDIT_UPLOAD_PURPOSE, 'private', upload, type);
}

/**
 * Stores a private AP document (JPG, PNG or PDF, up to 20 MB): a seller's own invoice to the
 * platform ('ap-invoice', a seller with sellInv Write) or the bank slip of a payout
 * ('payout-slip', an administrator with admPay Write). The owning company is the uploader's.
 */
export async function uploadApFile(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  purpose: ApUploadPurpose,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me =
    purpose === 'ap-invoice'
      ? authorize(actor, { side: 'seller', area: 'sellInv', level: 'Write' })
      : authorize(actor, { side: 'admin', area: 'admPay', level: 'Write' });
  const upload = await read();
  const type: StoredType | null = detectImageType(upload.bytes) ?? detectPdf(upload.bytes);
  if (!type) throw fileTypeDocument();
  return storeUpload(deps, me, purpose, 'private', upload, type);
}

/** Stores a photo for a buyer's review (buyOrder Write, as rating does): an image by its bytes, public. */
export async function uploadReviewPhoto(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me = authorize(actor, { side: 'buyer', area: 'buyOrder', level: 'Write' });
  const upload = await read();
  const type = detectImageType(upload.bytes);
  if (!type) throw fileType();
  return storeUpload(deps, me, REVIEW_PHOTO_PURPOSE, 'public', upload, type);
}

/** Stores a picture of a platform branch (an administrator with admBranch Write): an image by its bytes, public. */
export async function uploadPlatformBranchImage(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me = authorize(actor, { side: 'admin', area: 'admBranch', level: 'Write' });
  const upload = await read();
  const type = detectImageType(upload.bytes);
  if (!type) throw fileType();
  return storeUpload(deps, me, PLATFORM_BRANCH_IMAGE_PURPOSE, 'public', upload, type);
}

/** Stores a news or advertisement picture (an administrator with admNews or admAd Write): an image by its bytes, public. */
export async function uploadContentImage(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me = authorize(actor, {
    side: 'admin',
    rule: (permissions) =>
      hasPermission(permissions, 'admNews', 'Write') || hasPermission(permissions, 'admAd', 'Write'),
  });
  const upload = await read();
  const type = detectImageType(upload.bytes);
  if (!type) throw fileType();
  return storeUpload(deps, me, CONTENT_IMAGE_PURPOSE, 'public', upload, type);
}

/** Stores a document of an insurance or bond proposal (admCl Write): JPG, PNG or PDF by its bytes, private. */
export async function uploadInsuranceFile(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me = authorize(actor, { side: 'admin', area: 'admCl', level: 'Write' });
  const upload = await read();
  const type: StoredType | null = detectImageType(upload.bytes) ?? detectPdf(upload.bytes);
  if (!type) throw fileTypeDocument();
  return storeUpload(deps, me, INSURANCE_UPLOAD_PURPOSE, 'private', upload, type);
}

/** Stores a credit report's PDF from the bureau's portal (an administrator with admCl Write), private. */
export async function uploadCreditReportFile(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me = authorize(actor, { side: 'admin', area: 'admCl', level: 'Write' });
  const upload = await read();
  const type = detectPdf(upload.bytes);
  if (!type) throw new AppError('file_type', 'creditReports.fileRequired');
  return storeUpload(deps, me, CREDIT_REPORT_UPLOAD_PURPOSE, 'private', upload, type);
}

/** Stores a bidding project's delivery schedule (buyBid Write): PDF, XLSX, JPG or PNG by its bytes. */
export async function uploadScheduleFile(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me = authorize(actor, { side: 'buyer', area: 'buyBid', level: 'Write' });
  const upload = await read();
  const type: StoredType | null = detectImageType(upload.bytes) ?? detectPdf(upload.bytes) ?? detectXlsx(upload.bytes);
  if (!type) throw new AppError('file_type', 'errors.fileTypeSchedule');
  return storeUpload(deps, me, SCHEDULE_UPLOAD_PURPOSE, 'private', upload, type);
}

/**
 * A stored file's bytes for a module that has itself decided the reader may see it (a bidding
 * project's schedule, shown to the project's suppliers); null when the file or its bytes are gone.
 */
export async function loadFileForReader(deps: { db: Db; storage: FileStorage }, id: string) {
  const row = await repo.findFile(deps.db, id);
  if (!row) return null;
  const bytes = await deps.storage.get(row.storageKey);
  return bytes ? { bytes, mimeType: row.mimeType, name: row.originalName } : null;
}

/**
 * Checks that every given file id is a file of `companyId` (else not found, so another
 * company's ids tell nothing) and that those in `imageIds` are images (else file_type).
 */
export async function assertCompanyFiles(
  db: Db,
  companyId: string,
  ids: { imageIds?: (string | null | undefined)[]; anyIds?: (string | null | undefined)[] },
): Promise<void> {
  const imageIds = (ids.imageIds ?? []).filter((id): id is string => !!id);
  const anyIds = (ids.anyIds ?? []).filter((id): id is string => !!id);
  const wanted = [...new Set([...imageIds, ...anyIds])];
  if (wanted.length === 0) return;
  const rows = await repo.findCompanyFiles(db, companyId, wanted);
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (wanted.some((id) => !byId.has(id))) throw notFound();
  if (imageIds.some((id) => !byId.get(id)!.mimeType.startsWith('image/'))) throw fileType();
}

/** Stores a file for a chat message (any signed-in user): a JPG, PNG or PDF by its bytes, private. */
export async function uploadChatFile(
  deps: { db: Db; storage: FileStorage },
  actor: Actor | null,
  read: () => Promise<Upload>,
): Promise<UploadedFile> {
  const me = authorize(actor);
  const upload = await read();
  const type: StoredType | null = detectImageType(upload.bytes) ?? detectPdf(upload.bytes);
  if (!type) throw fileTypeDocument();
  return storeUpload(deps, me, CHAT_ATTACHMENT_PURPOSE, 'private', upload, type);
}
