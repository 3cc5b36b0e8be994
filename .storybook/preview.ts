import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { configure } from 'storybook/test';

import '../packages/ui/src/tokens.css';
// The app's base styles (font, colours, box-sizing): stories render as the app shows them.
import '../packages/app/src/global.css';
import { loadSanitizer } from '../packages/ui/src/editor/loadSanitizer';
import { preloadModal } from '../packages/ui/src/Modal';
import { preloadToasts, ToastProvider } from '../packages/ui/src/Toast';

// A play function waits for what it expects to happen (a lazy editor arriving, a toast leaving),
// for as long as a busy machine needs; only the test's own timeout (vitest.config.ts) ends a hang.
// Speed is measured by `npm run bench`, not by these waits.
configure({ asyncUtilTimeout: 60_000 });

const preview: Preview = {
  // Every story, in the UI and as a test, wraps in the toast provider the app has at its root.
  decorators: [(Story) => createElement(ToastProvider, null, createElement(Story))],
  // The app loads some code only when it is first needed: the sanitizer with the first rich text,
  // Radix Dialog with the first modal, Radix Toast with the first toast. Stories show components
  // as they are once that code is in; the moments before are SanitizedHtml's Loading story and
  // the journeys' (login, noteSanitizing, bundleSize).
  loaders: [
    async () => {
      await Promise.all([loadSanitizer(), preloadModal(), preloadToasts()]);
      return {};
    },
  ],
  parameters: {
    // Accessibility violations fail the story's test (UI and in CI through addon-vitest).
    a11y: { test: 'error' },
    // Callbacks are fn() spies: their calls show in the Actions panel, and a control could only
    // replace the spy. Shared controls for plan level, role, status and errors are in
    // packages/ui/src/storyArgTypes.ts.
    controls: { exclude: /^on[A-Z]/ },
    // Chromatic (chromatic.config.json) snapshots every story in two modes named by the viewport
    // options below, with reduced motion: tokens.css then sets every duration to 0.
    chromatic: {
      modes: { phone: { viewport: 'phone' }, desktop: { viewport: 'desktop' } },
      pauseAnimationAtEnd: true,
      prefersReducedMotion: 'reduce',
    },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  // Field staff use phones: stories open at 375 px wide, in the UI and in the vitest run (the
  // addon sizes the test page from this global). A story overrides it with
  // `globals: { viewport: { value: 'desktop' } }`.
  initialGlobals: {
    viewport: { value: 'phone', isRotated: false },
    role: '',
    planLevel: '',
  },
  // Page stories log in as the story says; these switches show the page to another demo account
  // (packages/app/src/testing/reviewedAccount.ts). A story's own checks are written for its own
  // account, so with a switch set its Interactions panel may report them as failing.
  globalTypes: {
    role: {
      description: 'Page stories: log in with this role',
      toolbar: {
        title: 'Role',
        icon: 'user',
        dynamicTitle: true,
        items: [
          { value: '', title: "Story's role" },
          { value: 'admin', title: 'Admin' },
          { value: 'regular', title: 'Regular user' },
        ],
      },
    },
    planLevel: {
      description: 'Page stories: log in to the demo company at this plan level',
      toolbar: {
        title: 'Plan',
        icon: 'credit',
        dynamicTitle: true,
        items: [
          { value: '', title: "Story's plan" },
          { value: '10', title: 'Plan 10' },
          { value: '20', title: 'Plan 20' },
          { value: '30', title: 'Plan 30' },
          { value: '40', title: 'Plan 40' },
          { value: 'unset', title: 'Plan unset' },
        ],
      },
    },
  },
};

export default preview;
