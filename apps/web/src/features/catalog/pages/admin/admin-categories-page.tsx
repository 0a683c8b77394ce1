/** /admin/categories: the category tree with add (top level or child), rename in three languages, delete. */
import { DeleteAction, EditAction } from '@/components/ui/row-actions';
import { ActionIcon, Alert, Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import { categoryUpdateSchema } from '@binamart/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { Screen } from '@/components/ui/screen';
import { applyServerErrors } from '@/lib/form-errors';
import { useDeleteCategory } from '../../api/use-delete-category';
import { type CategoryNames, type NamedCategory, useNamedCategories } from '../../api/use-named-categories';
import { useSaveCategory } from '../../api/use-save-category';
import { DoneAlert } from '@/components/ui/done-alert';

// the API's category body (English required, others optional)
const namesSchema = categoryUpdateSchema.pick({ nameEn: true, nameZh: true, nameMs: true });

type Editing = { mode: 'create'; parent: NamedCategory | null } | { mode: 'rename'; category: NamedCategory };

function NamesModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const title = !editing
    ? ''
    : editing.mode === 'rename'
      ? t('adminCategories.editTitle')
      : editing.parent
        ? t('adminCategories.newChildTitle', { name: editing.parent.name })
        : t('adminCategories.newTitle');
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} centered>
      {editing && <NamesForm editing={editing} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function NamesForm({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const saveCategory = useSaveCategory();
  const [failure, setFailure] = useState<string | null>(null);
  const initial: CategoryNames =
    editing.mode === 'rename'
      ? { nameEn: editing.category.nameEn, nameZh: editing.category.nameZh, nameMs: editing.category.nameMs }
      : { nameEn: '', nameZh: '', nameMs: '' };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryNames>({ resolver: zodResolver(namesSchema), defaultValues: initial });
  const onSubmit = handleSubmit(async (names) => {
    setFailure(null);
    try {
      if (editing.mode === 'rename') await saveCategory.mutateAsync({ mode: 'rename', id: editing.category.id, names });
      else await saveCategory.mutateAsync({ mode: 'create', parentId: editing.parent?.id ?? null, names });
      onSaved();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('adminCategories.nameEn')}
          withAsterisk
          data-autofocus
          error={errors.nameEn?.message ? t(errors.nameEn.message) : undefined}
          {...register('nameEn')}
        />
        <TextInput label={t('adminCategories.nameZh')} {...register('nameZh')} />
        <TextInput label={t('adminCategories.nameMs')} {...register('nameMs')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('adminCategories.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CategoryRow({
  category,
  depth,
  onAddChild,
  onRename,
  onDelete,
}: {
  category: NamedCategory;
  depth: number;
  onAddChild?: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const others = [category.nameZh, category.nameMs].filter(Boolean).join(' · ');
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      pl={depth * 24}
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <div style={{ minWidth: 0 }}>
        <Text fw={depth === 0 ? 700 : 500}>{category.nameEn}</Text>
        {others && (
          <Text size="xs" c="gray.7">
            {others}
          </Text>
        )}
      </div>
      <Group gap={4} wrap="nowrap">
        {onAddChild && (
          <ActionIcon
            variant="subtle"
            onClick={onAddChild}
            aria-label={t('adminCategories.addChild', { name: category.nameEn })}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        )}
        <EditAction label={t('adminCategories.edit', { name: category.nameEn })} onClick={onRename} />
        <DeleteAction label={t('adminCategories.delete', { name: category.nameEn })} onClick={onDelete} />
      </Group>
    </Group>
  );
}

export function AdminCategoriesPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useNamedCategories();
  const deleteCategory = useDeleteCategory();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<NamedCategory | null>(null);
  const [saved, setSaved] = useState(false);
  const top = (data ?? []).filter((c) => c.parentId === null);
  return (
    <Screen>
      <Stack gap="lg">
        <PageHeader
          title={t('adminCategories.title')}
          subtitle={t('adminCategories.intro')}
          actions={
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditing({ mode: 'create', parent: null })}
            >
              {t('adminCategories.addTop')}
            </Button>
          }
        />
        <DoneAlert message={saved && t('adminCategories.saved')} onClose={() => setSaved(false)} />
        {error && <QueryError error={error} onRetry={() => void refetch()} />}
        {!data && !error && <PageLoader />}
        {data && top.length === 0 && <Text c="gray.7">{t('adminCategories.empty')}</Text>}
        {top.length > 0 && (
          <Card withBorder radius="md">
            <Stack gap={0}>
              {top.map((category) => (
                <div key={category.id}>
                  <CategoryRow
                    category={category}
                    depth={0}
                    onAddChild={() => setEditing({ mode: 'create', parent: category })}
                    onRename={() => setEditing({ mode: 'rename', category })}
                    onDelete={() => setDeleting(category)}
                  />
                  {(data ?? [])
                    .filter((c) => c.parentId === category.id)
                    .map((child) => (
                      <CategoryRow
                        key={child.id}
                        category={child}
                        depth={1}
                        onRename={() => setEditing({ mode: 'rename', category: child })}
                        onDelete={() => setDeleting(child)}
                      />
                    ))}
                </div>
              ))}
            </Stack>
          </Card>
        )}
      </Stack>
      <NamesModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setSaved(true);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('adminCategories.deleteTitle')}
        body={t('adminCategories.deleteBody', { name: deleting?.nameEn ?? '' })}
        confirmLabel={t('sellerProducts.delete')}
        onConfirm={() => deleteCategory.mutateAsync(deleting!.id)}
        onClose={() => setDeleting(null)}
      />
    </Screen>
  );
}
