import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, isLanguage } from '@binamart/shared';
import { chooseLanguage } from '../../lib/choose-language';

/** Picks the interface language; the choice is remembered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value: Language = isLanguage(i18n.language) ? i18n.language : 'en-us';
  return (
    <Select
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
