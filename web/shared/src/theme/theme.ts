// One Mantine theme for every app: Vazirmatn (bundled from the npm package), radius md (spec §9).
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const FONT = 'Vazirmatn, Tahoma, sans-serif';

// Saffron-teal, the brand colour of Sofre.
const sofre: MantineColorsTuple = [
  '#e6fcf7',
  '#d4f5ec',
  '#aae9d8',
  '#7cdcc3',
  '#57d1b1',
  '#40caa6',
  '#31c6a0',
  '#20af8b',
  '#0f9c7b',
  '#008768',
];

export const sofreTheme = createTheme({
  fontFamily: FONT,
  fontFamilyMonospace: FONT,
  headings: { fontFamily: FONT, fontWeight: '700' },
  primaryColor: 'sofre',
  colors: { sofre },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
