import type { StorybookConfig } from '@storybook/react-vite';

// Designers browse every screen in its documented states; data comes from the project's own MSW handlers.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The MSW worker script and the seed images.
  staticDirs: ['../public'],
};

export default config;
