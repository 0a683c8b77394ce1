/** "Already filed an enquiry?": the code from the e-mail opens its page. */
import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useNavigate } from 'react-router';

export function CodeLookup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="enquiry-lookup" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} size="h4" id="enquiry-lookup" mb={4}>
        {t('salesEnquiryForm.lookupTitle')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('salesEnquiryForm.lookupHint')}
      </Text>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = code.trim().toUpperCase();
          if (wanted) void navigate(`/SalesEnquiry/${encodeURIComponent(wanted)}`);
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('salesEnquiryForm.lookupLabel')}
            placeholder="SE-XXXXXXXXXX"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoCapitalize="characters"
            spellCheck={false}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('salesEnquiryForm.lookupSubmit')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
