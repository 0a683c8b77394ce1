/** The public face of the platform/files module: the only file other modules, the app and the seeds import. */
export { filesRoutes } from './files.routes';
export {
  CHAT_ATTACHMENT_PURPOSE,
  DO_SIGNATURE_PURPOSE,
  REVIEW_PHOTO_PURPOSE,
  assertCompanyFiles,
  deleteFileRecord,
  fileUrl,
  readFile,
  stageFile,
  loadFileForReader,
  uploadApFile,
  uploadCreditFile,
  uploadPaymentFile,
} from './files.service';
export type { StagedFile } from './files.service';
export { fileType, readUpload } from './uploads';
export type { Upload } from './uploads';
