import { setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, beforeAll } from 'vitest';
import { stopMockServer } from '../support/mock-api';
import { storyAnnotations } from '../support/stories';

// Stories as tests: the same loaders and decorators as .storybook/preview.tsx, with MSW's Node server in place of
// the browser worker (same handlers, same scenarios), the one component tests use too.
const annotations = setProjectAnnotations([storyAnnotations]);

beforeAll(annotations.beforeAll);
afterAll(stopMockServer);
