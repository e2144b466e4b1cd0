// Global styles, imported once by each app's entry: the font first, then Mantine's own styles.
import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
