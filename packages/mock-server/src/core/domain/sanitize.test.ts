import { describe, expect, it } from 'vitest';
import { isBlankRichText, sanitizeRichText as sanitizeWith } from './sanitize';

const OWN = '/uploads/AAAAAAAAAAAAAAAAAAAAAA';
/** The policy with one upload of the caller's company: OWN. */
const sanitizeRichText = (html: string) => sanitizeWith(html, (url) => url === OWN);

describe('sanitizeRichText (the schema package policy, on save)', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const stored = sanitizeRichText(
      '<p>Hi</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><svg><script>alert(1)</script></svg>',
    );
    expect(stored).not.toMatch(/onerror|javascript:|<script|<svg/i);
    expect(stored).toContain('<p>Hi</p>');
  });

  it("keeps what the editor writes: the seven colours, sizes, pre-wrap, a list's start", () => {
    const html =
      '<ol start="3"><li value="3"><span style="color:#e60000;background-color:#ffff00;font-size:1.5em;white-space:pre-wrap">a  b</span></li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops a colour that is not a colour and a white-space other than pre-wrap', () => {
    const stored = sanitizeRichText(
      '<span style="color:#12345;white-space:nowrap;background-color:url(x)">t</span>',
    );
    expect(stored).toBe('<span>t</span>');
  });

  it('links open in a new tab without access to the app, the referrer or rank', () => {
    expect(sanitizeRichText('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">e</a>',
    );
  });

  it("keeps an image only when it is an upload of the caller's company", () => {
    expect(sanitizeRichText(`<p>a<img src="${OWN}" alt="gate">b</p>`)).toBe(
      `<p>a<img src="${OWN}" alt="gate" />b</p>`,
    );
    for (const src of [
      'https://tracker.example/p.gif',
      '//tracker.example/p.gif',
      'http://127.0.0.1:4000/uploads/AAAAAAAAAAAAAAAAAAAAAA',
      '/uploads/BBBBBBBBBBBBBBBBBBBBBB',
      '/uploads/../graphql',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect(sanitizeRichText(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe('<p>ab</p>');
    }
    expect(sanitizeRichText('<p>a<img alt="no src">b</p>')).toBe('<p>ab</p>');
  });
});

describe('isBlankRichText', () => {
  it('is true for markup without text and false for text or an image alone', () => {
    expect(isBlankRichText('<p><br></p>')).toBe(true);
    expect(isBlankRichText('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
    expect(isBlankRichText('<p><img src="/uploads/a.png"></p>')).toBe(false);
  });
});
