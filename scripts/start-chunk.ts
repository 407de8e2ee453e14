/**
 * The app's start-up code as one file instead of forty.
 *
 * The bundler splits shared code by the set of lazy chunks that import it, so the modules start.tsx imports came out as
 * 41 files, most under 1 KB (the notices, Modal, the slug rules, small query helpers…), each shared with some
 * back-office chunk. They are all loaded together, every time: the browser's module loader asks for each on the page's
 * main thread, one task of 41–58 ms on this 2-core machine for the whole set (four times that in Lighthouse's
 * slow-phone simulation), and small files compress worse than one.
 *
 * This group captures exactly the modules only the start reaches: start.tsx's static imports, minus start.tsx itself
 * (it stays the file the entry imports, which the build manifest names), minus what the entry (main.tsx) loads before
 * the first paint, and minus what the entry loads on its own beside the start (React DOM, evaluated in a task of its
 * own: main.tsx says why). A back-office chunk that needs one of them imports this file, which every page has loaded
 * by then. Nothing moves into a file a page would not otherwise load.
 */

/** The part of Rolldown's chunking context this needs. */
export type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** Every module a static import chain reaches from `root`, `root` included (empty when `root` is not in the graph). */
export function staticClosure(root: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    queue.push(...info.importedIds);
  }
  return reached;
}

/**
 * The modules only the start reaches, the start itself left out (see the file's comment); empty in a build without the
 * entry or the start.
 */
export function startOnlyModules(entry: string, start: string, graph: ModuleGraph): Set<string> {
  const startModules = staticClosure(start, graph);
  const entryInfo = graph.getModuleInfo(entry);
  if (!entryInfo || startModules.size === 0) return new Set();
  startModules.delete(start);
  const loadedBeside = [entry, ...entryInfo.dynamicallyImportedIds.filter((id) => id !== start)];
  for (const root of loadedBeside) for (const id of staticClosure(root, graph)) startModules.delete(id);
  return startModules;
}

/**
 * A Rolldown code-splitting group that puts the modules only the start reaches into one chunk named `name`, beside the
 * start's own. The set is worked out once per chunking pass (the context object is the pass's).
 */
export function startChunkGroup({ entry, start, name = 'app' }: { entry: string; start: string; name?: string }) {
  const passes = new WeakMap<ModuleGraph, Set<string>>();
  return {
    debugName: 'start-up modules',
    // Exactly these modules: by default a group takes its modules' imports too, and would move the entry's own
    // (main.tsx's, shared with the start) out of the entry into this file, which the entry would then load before the
    // first paint. Nothing here can form a cycle: the modules' imports are theirs, the entry's or React DOM's, and
    // neither of those imports back.
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph): string | null => {
      let modules = passes.get(graph);
      if (!modules) passes.set(graph, (modules = startOnlyModules(entry, start, graph)));
      return modules.has(id) ? name : null;
    },
  };
}
