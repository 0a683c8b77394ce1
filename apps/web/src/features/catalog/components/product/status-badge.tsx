import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { ProductStatus } from '@binamart/shared';

const COLOR: Record<ProductStatus, string> = {
  pending: 'yellow.8',
  published: 'teal.9',
  unpublished: 'orange.9',
  forBidding: 'blue.8',
  forEnquiry: 'indigo.8',
  rejected: 'red.8',
  removed: 'gray.7',
};

/** A product's moderation state as a coloured badge. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="filled" autoContrast>
      {t(`productStatus.${status}`)}
    </Badge>
  );
}
