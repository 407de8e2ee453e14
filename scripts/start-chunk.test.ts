import { describe, expect, it } from 'vitest';
import { startChunkGroup, startOnlyModules, staticClosure, type ModuleGraph } from './start-chunk';

/** A module graph from `{ id: [static imports, dynamic imports] }`. */
function graph(modules: Record<string, [string[], string[]?]>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const found = modules[id];
      return found ? { importedIds: found[0], dynamicallyImportedIds: found[1] ?? [] } : null;
    },
  };
}

// The shape of the site's build: the entry loads the start and React DOM on their own; the start shares a helper and
// React with them; a back-office chunk shares a small module with the start.
const site = graph({
  main: [['next-task', 'after-paint'], ['start', 'react-dom-client']],
  'after-paint': [['next-task']],
  'next-task': [[]],
  'react-dom-client': [['react', 'scheduler']],
  react: [[]],
  scheduler: [[]],
  start: [['router', 'notices', 'react', 'next-task'], ['admin']],
  router: [['react']],
  notices: [['slug']],
  slug: [[]],
  admin: [['slug', 'editor']],
  editor: [[]],
});

describe('staticClosure', () => {
  it('follows static imports once each, through cycles, and not dynamic ones', () => {
    const cyclic = graph({ a: [['b'], ['lazy']], b: [['a', 'c']], c: [[]], lazy: [[]] });
    expect([...staticClosure('a', cyclic)].sort()).toEqual(['a', 'b', 'c']);
    expect(staticClosure('missing', cyclic).size).toBe(0);
  });
});

describe('startOnlyModules', () => {
  it("takes the start's imports but the start itself, the entry's own modules and React DOM's", () => {
    expect([...startOnlyModules('main', 'start', site)].sort()).toEqual(['notices', 'router', 'slug']);
  });

  it('takes nothing in a build without the entry or the start (the prerender and Storybook builds)', () => {
    expect(startOnlyModules('main', 'elsewhere', site).size).toBe(0);
    expect(startOnlyModules('elsewhere', 'start', site).size).toBe(0);
  });
});

describe('startChunkGroup', () => {
  it('names the start-only modules for one chunk and leaves every other module to the bundler', () => {
    const group = startChunkGroup({ entry: 'main', start: 'start' });
    expect(group.includeDependenciesRecursively).toBe(false);
    expect(['router', 'notices', 'slug'].map((id) => group.name(id, site))).toEqual(['app', 'app', 'app']);
    expect(['main', 'start', 'next-task', 'react', 'react-dom-client', 'admin', 'editor'].map((id) => group.name(id, site))).toEqual(
      Array(7).fill(null),
    );
  });

  it('works the set out again for another build', () => {
    const group = startChunkGroup({ entry: 'main', start: 'start' });
    expect(group.name('slug', site)).toBe('app');
    const other = graph({ main: [[], ['start']], start: [['slug']], slug: [[]] });
    expect(group.name('router', other)).toBeNull();
    expect(group.name('slug', other)).toBe('app');
  });
});
