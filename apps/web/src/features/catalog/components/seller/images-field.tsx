/** The product's images: upload several, reorder (the first is the cover) and remove. */
import { ActionIcon, Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import type { CreateProductInput } from '@binamart/shared';
import { acceptFor, uploadFile, uploadProblem } from '@/lib/uploads';

const MAX_IMAGES = 10;

export function ImagesField({
  control,
  previews,
  onPreview,
}: {
  control: Control<CreateProductInput>;
  /** file id → url, for the thumbnails */
  previews: Record<string, string>;
  onPreview: (id: string, url: string) => void;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'imageFileIds' });
  const ids = field.value ?? [];
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: File[]) => {
    setProblem(null);
    const room = MAX_IMAGES - ids.length;
    const next = [...ids];
    setBusy(true);
    try {
      for (const file of files.slice(0, room)) {
        const refused = uploadProblem('product-image', file);
        if (refused) {
          setProblem(`${file.name}: ${t(refused[0], refused[1])}`);
          continue;
        }
        const uploaded = await uploadFile('product-image', file);
        onPreview(uploaded.id, uploaded.url);
        next.push(uploaded.id);
      }
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setBusy(false);
      field.onChange(next);
    }
  };
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    field.onChange(next);
  };
  const error = problem ?? (fieldState.error?.message ? t(fieldState.error.message) : undefined);

  return (
    <Input.Wrapper
      label={t('productForm.fields.images')}
      description={t('productForm.fields.imagesHint')}
      withAsterisk
      error={error}
    >
      <Group gap="sm" mt="xs" align="stretch">
        {ids.map((id, index) => (
          <Paper key={id} withBorder radius="sm" p={4} w={112}>
            <Stack gap={4}>
              <Image
                src={previews[id]}
                alt={t('productForm.imageAlt', { n: index + 1 })}
                h={96}
                fit="cover"
                radius="xs"
              />
              <Group gap={2} justify="space-between" wrap="nowrap">
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('productForm.moveLeft', { n: index + 1 })}
                >
                  <IconArrowLeft size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red.8"
                  onClick={() => field.onChange(ids.filter((other) => other !== id))}
                  aria-label={t('productForm.removeImage', { n: index + 1 })}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  disabled={index === ids.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('productForm.moveRight', { n: index + 1 })}
                >
                  <IconArrowRight size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
        {ids.length < MAX_IMAGES && (
          <FileButton onChange={(files) => void add(files)} accept={acceptFor('product-image')} multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                h="auto"
                mih={96}
                w={112}
                loading={busy}
                styles={{ label: { whiteSpace: 'normal' } }}
              >
                <Stack gap={4} align="center">
                  <IconPhotoPlus size={24} aria-hidden />
                  <Text size="xs">{t('productForm.addImages')}</Text>
                </Stack>
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Input.Wrapper>
  );
}
