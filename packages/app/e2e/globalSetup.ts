/**
 * Once per `vitest run --project e2e`: check that Chromium is there (else stop with one line),
 * compile the Relay artifacts and build packages/app for production into its own folder
 * (E2E_DIST), which every journey file then serves with `vite preview`.
 */
import { buildApp } from './buildApp';
import { exitUnlessChromium } from './chromium';
import { E2E_DIST } from './paths';

export default async function setup(): Promise<void> {
  exitUnlessChromium();
  const seconds = await buildApp(E2E_DIST);
  console.log(`e2e: relay-compiler and vite build of packages/app took ${seconds.toFixed(1)} s`);
}
