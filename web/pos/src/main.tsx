import '@sofre/web-shared/styles';
import { mountApp } from '@sofre/web-shared';
import { PosScreen } from './app/pos.screen.tsx';

mountApp(<PosScreen />);
