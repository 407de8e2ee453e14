// npm run size: the home route's JavaScript in the production build (scripts/perf/size-files.ts lists the files).
import { readFileSync } from 'node:fs';

const { critical, hydration } = JSON.parse(readFileSync('node_modules/.cache/size/production/size-files.json', 'utf8'));

export default [
  // The prerendered page paints without JavaScript: before the first paint it asks for the tiny entry only.
  { name: 'home: JavaScript before the first paint', path: critical, limit: '5 KB', gzip: true },
  // React, React Router, TanStack Query and the public screens, loaded after the page has loaded. A regression guard:
  // the 100 KB goal is not reached, React DOM, React Router and TanStack Query alone are 108 KB (README, Performance).
  // 155.1 KB since the modules only the start reaches are one file (scripts/start-chunk.ts): the same code in 6 files
  // instead of 41 compresses better (-8.8 KB gzipped). 163.0 KB since the back office's preview frame, undo and drafts
  // share the public layout's modules: the bundler had put React, Modal, the notices and a few small modules into shared
  // files of their own instead of the start file, the same code in more files (+2.8 KB gzipped).
  // 160.2 KB since public forms write through the query layer like every screen (TanStack's MutationObserver and
  // useMutation, the writes declaration and the Writer: 2.5 KB) and the first slide is an <img> with its size read
  // from its name; 155.8 KB since the header folds the items that do not fit into More (measured) and the sections show their
  // subtitles; 152.0 KB since the forms take over a Send held before the app loaded, the page keeps its built content
  // while read and the head tags put every URL on the site origin (about 146 KB before).
  { name: 'home: JavaScript loaded to hydrate', path: hydration, limit: '156 KB', gzip: true },
];
