/** The shop's search on the home page, on every screen: it opens the shop on what was typed. */
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useNavigate } from 'react-router';

export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      aria-label={t('home.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        void navigate(q ? `/shop?q=${encodeURIComponent(q)}` : '/shop');
      }}
    >
      <Group gap="xs" wrap="nowrap" maw={620}>
        <TextInput
          aria-label={t('home.searchLabel')}
          placeholder={t('shop.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          size="md"
          type="search"
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md" color="safetyAmber.5" c="siteBlue.9">
          {t('shop.search')}
        </Button>
      </Group>
    </form>
  );
}
