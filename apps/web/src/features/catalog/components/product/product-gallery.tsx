/** The product's images: one large, thumbnails to switch between them. */
import { AspectRatio, Center, Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import type { Product } from '@binamart/shared';
import classes from './product-gallery.module.css';

export function ProductGallery({ images, name }: { images: Product['images']; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <Stack gap="xs">
      <AspectRatio ratio={1} className={classes.main}>
        {current ? (
          <Image
            src={current.url}
            alt={`${name} – ${t('productPage.image', { n: index + 1, count: images.length })}`}
            fit="contain"
          />
        ) : (
          <Center bg="gray.1" aria-label={t('productPage.noImage')} role="img">
            <IconPhoto size={64} color="var(--mantine-color-gray-5)" aria-hidden />
          </Center>
        )}
      </AspectRatio>
      {images.length > 1 && (
        <Group gap="xs">
          {images.map((image, i) => (
            <UnstyledButton
              key={image.fileId}
              onClick={() => setIndex(i)}
              aria-label={t('productPage.showImage', { n: i + 1 })}
              aria-pressed={i === index}
              className={classes.thumb}
              data-active={i === index || undefined}
            >
              <Image src={image.url} alt="" w={56} h={56} fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
