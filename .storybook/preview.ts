import type { Preview } from '@storybook/react-vite';

import '../packages/ui/src/tokens.css';

const preview: Preview = {
  parameters: {
    // Accessibility violations fail the story's test (UI and in CI through addon-vitest).
    a11y: { test: 'error' },
  },
};

export default preview;
