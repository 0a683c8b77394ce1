/** POST /api/seller/products/import (multipart "file"): the seller's catalogue file created and updated; the lists are fetched again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueImportResult } from '@binamart/shared';
import { api } from '@/lib/api';
import { sellerProductKeys } from './keys';

export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<CatalogueImportResult>('/api/seller/products/import', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerProductKeys.all }),
  });
}
