import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useNavigate } from 'react-router';

/** The header's product search: Enter opens /shop?q=… */
export function HeaderSearch({ onDone, width }: { onDone?: () => void; width?: number | string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        void navigate(q ? `/shop?q=${encodeURIComponent(q)}` : '/shop');
        onDone?.();
      }}
    >
      <TextInput
        aria-label={t('nav.searchLabel')}
        placeholder={t('nav.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        w={width}
        radius="xl"
      />
    </form>
  );
}
