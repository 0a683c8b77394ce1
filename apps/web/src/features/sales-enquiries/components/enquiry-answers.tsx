/** The answers of an enquiry, oldest first: each with its date (and, for administrators, who wrote it). */
import { Card, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { formatDateTime } from '@binamart/shared';

export interface ShownAnswer {
  body: string;
  createdAt: string;
  authorName?: string;
}

export function EnquiryAnswers({
  title,
  answers,
  empty,
  children,
}: {
  title: string;
  answers: ShownAnswer[];
  empty: string;
  /** what follows the answers (the administrators' answer form) */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="enquiry-answers">
      <Title order={2} size="h4" id="enquiry-answers" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        {answers.length === 0 && (
          <Text size="sm" c="gray.7">
            {empty}
          </Text>
        )}
        {answers.map((answer, index) => (
          <Paper key={index} component="article" bg="blue.0" p="sm" radius="md">
            <Text size="xs" c="gray.7" mb={4}>
              {answer.authorName
                ? t('salesEnquiryAdmin.answeredBy', { name: answer.authorName, date: formatDateTime(answer.createdAt) })
                : t('salesEnquiryPage.answeredOn', { date: formatDateTime(answer.createdAt) })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.body}
            </Text>
          </Paper>
        ))}
        {children}
      </Stack>
    </Card>
  );
}
