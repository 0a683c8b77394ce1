/** One buyer's review as anyone reads it: the score, who bought, when, the words, the photos and the supplier's reply. */
import { Anchor, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Stars } from '@/components/ui/stars';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Review, formatDate } from '@binamart/shared';

export function ReviewItem({
  review,
  showProduct = false,
  children,
}: {
  review: Review;
  /** name the product (on a store page, where reviews of every product show) */
  showProduct?: boolean;
  /** what the supplier or an administrator may do with it */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const edited = review.updatedAt !== review.createdAt;
  return (
    <Stack gap={6} component="article">
      <Group gap="xs" wrap="wrap">
        <Group gap={4} role="img" aria-label={t('shop.rating', { rating: review.score.toFixed(1), count: 1 })}>
          <Stars value={review.score} size="sm" />
          <Text size="sm" fw={600} aria-hidden>
            {review.score.toFixed(1)}
          </Text>
        </Group>
        <Text size="xs" c="gray.7">
          {formatDate(review.createdAt)}
          {edited ? ` · ${t('reviews.edited')}` : ''}
        </Text>
      </Group>
      <Text size="xs" c="gray.7">
        {t('reviews.buyer', { buyer: review.buyerName })}
        {showProduct ? ` · ${t('reviews.onProduct', { product: review.productName })}` : ''}
      </Text>
      {review.review && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.review}
        </Text>
      )}
      {review.photoUrls.length > 0 && (
        <Group gap="xs">
          {review.photoUrls.map((url, i) => (
            <Anchor key={url} href={url} target="_blank" rel="noreferrer">
              <Image
                src={url}
                alt={t('reviews.photo', { n: i + 1, buyer: review.buyerName })}
                w={72}
                h={72}
                radius="sm"
                fit="cover"
                loading="lazy"
              />
            </Anchor>
          ))}
        </Group>
      )}
      {review.reply && (
        <Paper withBorder p="xs" radius="sm" bg="gray.0" ml={{ base: 0, sm: 'md' }}>
          <Text size="xs" fw={600}>
            {t('reviews.reply')} · {formatDate(review.reply.at)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Text>
        </Paper>
      )}
      {children && <Box>{children}</Box>}
    </Stack>
  );
}
