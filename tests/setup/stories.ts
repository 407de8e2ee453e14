import { setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, beforeAll } from 'vitest';
import { stopMockServer } from '../support/mock-api';
import { storyAnnotations } from '../support/stories';

// Stories in Vitest (the stories-as-tests project, and component tests that start from a story): the same loaders and
// decorators as .storybook/preview.tsx, with the test file's MSW server in place of the browser worker (same
// handlers, same scenarios, the server setupMockApi uses). Its beforeAll is the React renderer's: the events of
// storybook/test's user-event (the only one in these projects, tests/support/user-event.ts) run inside act().
const annotations = setProjectAnnotations([storyAnnotations]);

beforeAll(annotations.beforeAll);
afterAll(stopMockServer);
