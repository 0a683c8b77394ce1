/** The top of the profile: cover image, profile image and who this is; image uploads when the company may be edited. */
import { Alert, Avatar, Box, Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { MAX_IMAGE_BYTES, type Profile } from '@binamart/shared';
import { useUploadProfileImage } from '../api/use-upload-profile-image';
import classes from './profile-header.module.css';

const ACCEPT = 'image/png,image/jpeg';
const MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;

function UploadButton({
  slot,
  label,
  onError,
}: {
  slot: 'cover' | 'profile';
  label: string;
  onError: (m: string) => void;
}) {
  const { t } = useTranslation();
  const uploadImage = useUploadProfileImage();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    // the server checks the content too; these checks just answer sooner
    if (!['image/png', 'image/jpeg'].includes(file.type)) return onError(t('errors.fileType'));
    if (file.size > MAX_IMAGE_BYTES) return onError(t('errors.fileTooLarge', { max: MAX_MB }));
    onError('');
    setBusy(true);
    try {
      await uploadImage.mutateAsync({ slot, file });
    } catch (error) {
      onError(error instanceof Error ? error.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={upload} accept={ACCEPT}>
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="white"
          color="siteBlue.8"
          leftSection={slot === 'cover' ? <IconPhoto size={14} aria-hidden /> : <IconCamera size={14} aria-hidden />}
          loading={busy}
          className={classes.uploadButton}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}

export function ProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [uploadError, setUploadError] = useState('');
  const { user, company } = profile;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Stack gap="sm">
      <Box className={classes.cover}>
        {company.coverImageUrl && (
          <Image src={company.coverImageUrl} alt={t('profilePage.coverImage')} className={classes.coverImage} />
        )}
        {company.editable && (
          <Box className={classes.coverAction}>
            <UploadButton slot="cover" label={t('profilePage.changeCover')} onError={setUploadError} />
          </Box>
        )}
      </Box>
      <Group gap="md" align="flex-start" wrap="nowrap" className={classes.identity}>
        <Avatar
          src={company.profileImageUrl}
          alt={company.profileImageUrl ? t('profilePage.profileImage') : undefined}
          size={96}
          radius="md"
          color="siteBlue"
          className={classes.avatar}
        >
          {initials}
        </Avatar>
        <Stack gap={2} pt={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('account.title')}
          </Title>
          <Text fw={600}>
            {user.firstName} {user.lastName}
          </Text>
          <Text c="gray.7" size="sm">
            {company.name}
          </Text>
        </Stack>
      </Group>
      {company.editable && (
        <Group gap="xs">
          <UploadButton slot="profile" label={t('profilePage.changeProfileImage')} onError={setUploadError} />
          <Text size="xs" c="gray.7">
            {t('profilePage.imageHint', { max: MAX_MB })}
          </Text>
        </Group>
      )}
      {uploadError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setUploadError('')}>
          {uploadError}
        </Alert>
      )}
    </Stack>
  );
}
