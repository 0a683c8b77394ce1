/** BinaMart's design system: a deep site-blue primary with a safety-amber accent (text on both passes WCAG AA). */
import { type CSSVariablesResolver, type MantineColorsTuple, createTheme } from '@mantine/core';
import { translator } from '@/lib/translation';

const siteBlue: MantineColorsTuple = [
  '#eaf1f9',
  '#d3e0ef',
  '#a7c1e0',
  '#77a0cf',
  '#4f83c1',
  '#3670b8',
  '#2660a6',
  '#16406e',
  '#12375f',
  '#0c2a4a',
];

const safetyAmber: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#ffdf85',
  '#ffcf47',
  '#fcc21c',
  '#f5b301',
  '#d99e00',
  '#a87a00',
  '#7a5900',
  '#4d3800',
];

export const theme = createTheme({
  primaryColor: 'siteBlue',
  primaryShade: { light: 7, dark: 4 },
  colors: { siteBlue, safetyAmber },
  fontFamily:
    '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  black: '#1a2230',
  other: { maxContent: 1200 },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Anchor: { defaultProps: { c: 'siteBlue.7', underline: 'always' } },
    // picking the option already chosen keeps it (a form filled from a saved site must not lose its state);
    // a choice that may be emptied says so with `clearable`
    Select: { defaultProps: { allowDeselect: false } },
    // the previous / next / first / last controls are icons only: name them in the reader's language
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': translator.t(`common.pagination.${control}`),
        }),
      },
    },
  },
});

/**
 * Mantine's "dimmed" grey (input hints, descriptions) is gray-6, about 3.3:1 on white;
 * gray-7 keeps hints visibly secondary and passes WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
