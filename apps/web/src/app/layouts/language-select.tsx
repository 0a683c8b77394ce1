/** The language switch itself (Mantine's Select), loaded once the reader reaches for it (language-switch). */
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/translation';
import { LANGUAGES, type Language, isLanguage } from '@binamart/shared';
import { chooseLanguage } from '../../lib/choose-language';

/** How the reader reached the stand-in: a press opens the dropdown, Tab or a key only moves focus here. */
export type Reach = 'none' | 'focus' | 'press';

export function LanguageSelect({ value, reach }: { value: Language; reach: Reach }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const passedOn = useRef(false);
  useEffect(() => {
    // the stand-in took the focus or the press: this one carries it on, as if it had been there (once:
    // a second click would close the dropdown again)
    if (passedOn.current) return;
    passedOn.current = true;
    if (reach !== 'none') input.current?.focus();
    if (reach === 'press') input.current?.click();
  }, [reach]);
  return (
    <Select
      ref={input}
      aria-label={t('language.label')}
      data={LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) void chooseLanguage(next);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      // wide enough for the longest name, "Bahasa Melayu"
      w={172}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
