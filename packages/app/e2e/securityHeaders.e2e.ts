/**
 * The production build under `vite preview` sends the security headers (src/config/
 * securityHeaders.ts), and Chromium enforces its Content-Security-Policy: an injected inline
 * script and an image from another host are blocked and reported. Every other journey fails on
 * any violation (harness.ts), so the app itself needs nothing the policy forbids.
 */
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/config/securityHeaders';
import { logIn, useE2eApp } from './harness';

const app = useE2eApp();

describe('security headers', () => {
  it('are sent with the app on every address, and with its files', async () => {
    const expected = securityHeaders({ graphqlEndpoint: '/graphql', imageUploadUrl: '/v1/image' });
    for (const path of [
      '/',
      '/route/list',
      '/config.json',
      '/favicon.svg',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      const response = await fetch(`${app().baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
    }
    const policy = expected['Content-Security-Policy'].split('; ');
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self'",
    ])
      expect(policy).toContain(directive);
    expect(expected['X-Frame-Options']).toBe('DENY');
    expect(expected['X-Content-Type-Options']).toBe('nosniff');
  });

  it('block an inline script and an image from another host, and report both', async () => {
    const page = await app().newPage();
    await logIn(page, app().baseUrl, 'admin40@routebook.test');
    expect(app().takeCspViolations()).toEqual([]);

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.body.append(script);
      const image = document.createElement('img');
      image.src = 'https://tracker.example/p.gif';
      document.body.append(image);
      return (window as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    const reported: string[] = [];
    const reports = () => {
      reported.push(...app().takeCspViolations());
      return reported.join('\n');
    };
    await expect.poll(reports).toMatch(/script-src-elem blocked inline/);
    await expect.poll(reports).toMatch(/img-src blocked https:\/\/tracker\.example\/p\.gif/);
  });
});
