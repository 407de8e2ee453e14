/*
 * The one user-event of the jsdom test projects (vitest.config.ts aliases '@testing-library/user-event' here).
 * Stories' play functions type and click with the copy bundled in storybook/test; a second copy in the same document
 * would patch every focused field a second time and lose what the other typed. So component tests use that same
 * copy, without Storybook's instrumentation; its events run inside React's act() (the React renderer's beforeAll,
 * run by tests/setup/stories.ts).
 */
import { uninstrumentedUserEvent } from 'storybook/test';

export const userEvent = uninstrumentedUserEvent;
export default uninstrumentedUserEvent;
