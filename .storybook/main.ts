import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

// Designers browse every screen in its documented states; data comes from the project's own MSW handlers.
const config: StorybookConfig = {
  stories: ['./docs/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    // The MDX pages (Introduction) use GitHub's tables, which plain MDX leaves as text.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // There is no network where this runs: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables come from the components' TypeScript types.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The root tsconfig only references the projects; the components are in the app project.
      tsconfigPath: './tsconfig.app.json',
      // A union of literals ('success' | 'error' …) becomes a radio control with those options.
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Only the component's own props, not every attribute of the native element it forwards to.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  // The MSW worker script and the seed images.
  staticDirs: ['../public'],
};

export default config;
