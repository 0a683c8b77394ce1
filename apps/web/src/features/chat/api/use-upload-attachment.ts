/** POST /api/files?purpose=chat-attachment: an image or PDF for a message (2 MB; the server checks the bytes). */
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/lib/uploads';

export function useUploadAttachment() {
  return useMutation({ mutationFn: (file: File) => uploadFile('chat-attachment', file) });
}
