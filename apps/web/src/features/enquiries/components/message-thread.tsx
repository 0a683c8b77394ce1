/**
 * The enquiry's messages, oldest first, each with who wrote it (buyer, supplier or BinaMart) and
 * when; under them a box to write, for those who may write on the enquiry.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Box, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/translation';
import {
  ENQUIRY_TEXT_MAX,
  type Enquiry,
  type EnquiryMessage,
  enquiryMessageInputSchema,
  formatDateTime,
} from '@binamart/shared';
import { applyServerErrors } from '@/lib/form-errors';
import { usePostMessage } from '../api/use-post-message';
import { useFieldMessage } from '../lib/use-field-message';
import type { EnquirySide } from '../lib/enquiry-access';

const SIDE_COLOURS: Record<EnquiryMessage['side'], string> = { buyer: 'blue.8', seller: 'teal.9', admin: 'grape.9' };

function Message({ message, own }: { message: EnquiryMessage; own: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      p="sm"
      bg={own ? 'siteBlue.0' : 'gray.0'}
      style={{ borderRadius: 'var(--mantine-radius-md)', alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '92%' }}
    >
      <Group gap="xs" mb={4} wrap="wrap">
        <Badge size="sm" color={SIDE_COLOURS[message.side]} variant="filled" autoContrast>
          {t(`enquiryScreens.sides.${message.side}`)}
        </Badge>
        <Text size="sm" fw={600}>
          {message.authorName}
        </Text>
        <Text size="xs" c="gray.7">
          {formatDateTime(message.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Box>
  );
}

function MessageBox({ side, enquiryId }: { side: EnquirySide; enquiryId: string }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const post = usePostMessage(side, enquiryId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ body: string }>({ resolver: zodResolver(enquiryMessageInputSchema), defaultValues: { body: '' } });
  const onSubmit = handleSubmit(async ({ body }) => {
    setFailure(null);
    try {
      await post.mutateAsync(body);
      reset({ body: '' });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, { fallback: t('errors.internal') }));
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="xs">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Textarea
          label={t('enquiryScreens.writeMessage')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={ENQUIRY_TEXT_MAX}
          error={fieldMessage(errors.body?.message)}
          {...register('body')}
        />
        <Button
          type="submit"
          loading={isSubmitting}
          leftSection={<IconSend size={16} aria-hidden />}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('enquiryScreens.send')}
        </Button>
      </Stack>
    </form>
  );
}

export function MessageThread({ enquiry, side, canWrite }: { enquiry: Enquiry; side: EnquirySide; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="enquiry-messages">
      <Stack gap="sm">
        <Title order={2} fz="md" id="enquiry-messages">
          {t('enquiryScreens.messagesTitle')}
        </Title>
        {enquiry.messages.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('enquiryScreens.noMessages')}
          </Text>
        ) : (
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
            {enquiry.messages.map((message) => (
              <Message key={message.id} message={message} own={message.side === side} />
            ))}
          </Stack>
        )}
        {canWrite && enquiry.status !== 'closed' && <MessageBox side={side} enquiryId={enquiry.id} />}
        {enquiry.status === 'closed' && (
          <Text size="sm" c="gray.7">
            {t('enquiryScreens.closedNoMessages')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
