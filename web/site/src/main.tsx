import '@sofre/web-shared/styles';
import { mountApp } from '@sofre/web-shared';
import { SiteScreen } from './app/site.screen.tsx';

mountApp(<SiteScreen />);
