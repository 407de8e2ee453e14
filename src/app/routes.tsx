import type { RouteObject } from 'react-router-dom';
import { NavigationTitles } from '../public/home/NavigationTitles';

/** Route table; the public screens and the lazy admin area grow here. */
export const routes: RouteObject[] = [{ path: '*', element: <NavigationTitles /> }];
