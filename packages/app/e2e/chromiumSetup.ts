/** globalSetup of the vitest projects that drive Chromium: a missing browser is one line. */
import { exitUnlessChromium } from './chromium';

export default function setup(): void {
  exitUnlessChromium();
}
