/**
 * Picks the interface language; the choice is remembered. The switch is Mantine's Select, whose
 * dropdown brings floating-ui and the combobox (some 25 kB): it loads when the reader reaches for
 * the switch (pointer over it, focus, press), and until then a look-alike stands in its place; the
 * press or the focus that reached the stand-in passes on to the Select.
 */
import { ComboboxChevron, TextInput } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { type Language, isLanguage } from '@binamart/shared';
import type { LanguageSelect, Reach } from './language-select';

type SelectModule = { LanguageSelect: typeof LanguageSelect };
let loaded: SelectModule | null = null;
let loading: Promise<SelectModule> | null = null;

function loadSelect(): Promise<SelectModule> {
  loading ??= import('./language-select').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value: Language = isLanguage(i18n.language) ? i18n.language : 'en-us';
  // once loaded (on another screen, or in the other header), the Select shows straight away
  const [reach, setReach] = useState<Reach | null>(loaded ? 'none' : null);
  const pressing = useRef(false);
  if (loaded && reach !== null) return <loaded.LanguageSelect value={value} reach={reach} />;
  const warm = () => void loadSelect().catch(() => undefined);
  const take = (next: Reach) =>
    void loadSelect().then(
      () => setReach(next),
      (error: unknown) => console.error('The language switch failed to load', error),
    );
  return (
    <TextInput
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      aria-label={t('language.label')}
      value={t(`language.${value}`)}
      leftSection={<IconLanguage size={16} aria-hidden />}
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
      w={172}
      size="sm"
      onPointerEnter={warm}
      onPointerDown={() => {
        // the press ends in a click, which opens the Select; swapping at focus would lose it
        pressing.current = true;
        warm();
      }}
      onFocus={() => {
        if (!pressing.current) take('focus');
      }}
      onBlur={() => {
        pressing.current = false;
      }}
      onClick={() => {
        pressing.current = false;
        take('press');
      }}
    />
  );
}
