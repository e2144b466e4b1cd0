// One Mantine theme for every app: Vazirmatn (bundled from the npm package), radius md (spec §9),
// colours that read at WCAG 2.1 AA (readable-colors.ts) and close buttons with a Persian name.
import { createTheme, Drawer, Modal, Notification, type MantineColorsTuple } from '@mantine/core';
import { commonMessages } from '../messages/shared.messages.ts';
import { readableVariantColors } from './readable-colors.ts';

const FONT = 'Vazirmatn, Tahoma, sans-serif';

// Saffron-teal, the brand colour of Sofre: bright at 6, deep at 8–9 so white text and prices
// read on it (8 fills buttons, 9 is the text of light badges).
const sofre: MantineColorsTuple = [
  '#e6fcf7',
  '#d4f5ec',
  '#aae9d8',
  '#7cdcc3',
  '#57d1b1',
  '#40caa6',
  '#31c6a0',
  '#0f9c7b',
  '#007a5e',
  '#00664f',
];

/** An icon-only ✕ says what it does to a screen reader. */
const closeButtonProps = { 'aria-label': commonMessages.close };

export const sofreTheme = createTheme({
  fontFamily: FONT,
  fontFamilyMonospace: FONT,
  headings: { fontFamily: FONT, fontWeight: '700' },
  primaryColor: 'sofre',
  colors: { sofre },
  variantColorResolver: readableVariantColors,
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
  },
});
