import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React's `lazy` for a component a module exports under a name (`lazy` itself wants a default
 * export): the module loads the first time the component renders.
 */
export function lazyExport<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name] & ComponentType> {
  return lazy(() =>
    load().then((module) => ({ default: module[name] as Module[Name] & ComponentType })),
  );
}
