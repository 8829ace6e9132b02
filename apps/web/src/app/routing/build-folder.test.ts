import { describe, expect, it } from 'vitest';
import { builtFilesFolder } from '../../../vite.config';
import { flattenRoutes } from './route-model';
import { routeTable } from './route-table';

describe('the folder of the built files', () => {
  it('is not the first segment of any route, so every route opens by its address (it was assets/, a SPEC route)', () => {
    const firstSegments = new Set(
      flattenRoutes(routeTable)
        .map((route) => route.fullPath.split('/')[1])
        .filter((segment) => segment !== undefined && segment !== ''),
    );
    expect(firstSegments).toContain('assets');
    expect(firstSegments).not.toContain(builtFilesFolder);
    expect(builtFilesFolder).toBe('_build');
  });
});
