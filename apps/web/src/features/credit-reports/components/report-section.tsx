/** A titled card of a report or a form (a region named by its heading). */
import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ReportSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id} p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" id={id} mb={intro ? 4 : 'sm'}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="gray.7" mb="sm">
          {intro}
        </Text>
      )}
      {children}
    </Card>
  );
}
