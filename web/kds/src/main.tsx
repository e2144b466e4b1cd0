import '@sofre/web-shared/styles';
import { mountApp } from '@sofre/web-shared';
import { KdsScreen } from './app/kds.screen.tsx';

// The wall screen is dark: less glare in a kitchen, and the ageing colours stand out.
mountApp(<KdsScreen />, { colorScheme: 'dark' });
