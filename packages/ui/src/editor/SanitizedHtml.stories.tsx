import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { UploadUrlProvider } from '../UploadUrl';
import { isBlankRichTextHtml } from './richTextChecks';
import { sanitizeRichTextHtml } from './sanitize';
import { SanitizedHtml, SanitizedHtmlLoading } from './SanitizedHtml';

const meta = {
  title: 'Editor/SanitizedHtml',
  component: SanitizedHtml,
  args: { html: '' },
  tags: ['autodocs'],
} satisfies Meta<typeof SanitizedHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

const probe = window as Window & { __xss?: string };

/** Resets the probe a payload would set; the play checks it stays unset. */
const resetProbe = () => {
  delete probe.__xss;
};

/** Gives an image error, an animation or a click handler time to run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Every attribute in the rendered HTML: no handler and no javascript: URL. */
async function expectNoHandlers(root: Element) {
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      await expect(name.startsWith('on')).toBe(false);
      await expect(value.toLowerCase()).not.toMatch(/javascript:|data:/);
    }
  }
}

/** What the editor produces (Lexical's export) renders as it was written. */
export const Playground: Story = {
  args: {
    html:
      '<p class="rb-underline x-evil"><b><strong style="white-space: pre-wrap;">Gate code</strong></b>' +
      ' <span style="color: rgb(230, 0, 0); background-color: rgb(255, 255, 0); font-size: 1.5em;' +
      ' font-family: serif;">dog in yard</span> <sub>2</sub><sup>3</sup></p>' +
      '<ol><li value="1">Check the pump</li></ol><ul><li>Test the water</li></ul>' +
      '<p><a href="https://example.com/pump">Pump manual</a> <img src="/uploads/gate" alt="gate"></p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gate code').tagName).toBe('STRONG');
    const coloured = canvas.getByText('dog in yard');
    await expect(coloured).toHaveStyle({
      color: 'rgb(230, 0, 0)',
      backgroundColor: 'rgb(255, 255, 0)',
      fontFamily: 'serif',
    });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('2').tagName).toBe('SUB');
    await expect(canvas.getByText('3').tagName).toBe('SUP');
    // Links open in a new tab without access to this page, and say where they go.
    const link = canvas.getByRole('link', { name: 'Pump manual (example.com)' });
    await expect(link).toHaveAttribute('href', 'https://example.com/pump');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(canvas.getByRole('img', { name: 'gate' })).toHaveAttribute('src', '/uploads/gate');
    // Only the editor's own classes (prefix rb-) stay.
    await expect(canvasElement.querySelector('p')).toHaveAttribute('class', 'rb-underline');
    // A list item keeps its number (the editor writes value="1", "2" ...).
    await expect(canvasElement.querySelector('li')).toHaveAttribute('value', '1');
  },
};

/** `<img src=/uploads/x onerror=…>`: the image stays, its handler does not, and nothing runs. */
export const EventHandlerRemoved: Story = {
  args: { html: `<p>Photo <img src="/uploads/x" alt="" onerror="window.__xss='img'"></p>` },
  beforeEach: resetProbe,
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    await expect(image).not.toHaveAttribute('onerror');
    await expectNoHandlers(canvasElement);
    await settle();
    await expect(probe.__xss).toBeUndefined();
    await expect(sanitizeRichTextHtml('<img src=/uploads/x onerror=alert(1)>')).toBe(
      '<img src="/uploads/x">',
    );
  },
};

/** `<a href="javascript:…">`: the text stays, the link loses its href; clicking runs nothing. */
export const JavascriptUrlRemoved: Story = {
  args: { html: `<p><a href="javascript:window.__xss='link'">Open the gate</a></p>` },
  beforeEach: resetProbe,
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Open the gate');
    await expect(text).not.toHaveAttribute('href');
    await expect(text).not.toHaveAttribute('target');
    await expectNoHandlers(canvasElement);
    await userEvent.click(text);
    await settle();
    await expect(probe.__xss).toBeUndefined();
    await expect(sanitizeRichTextHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    // Hidden schemes, data: and protocol-relative URLs go too; relative uploads stay.
    await expect(sanitizeRichTextHtml('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    await expect(sanitizeRichTextHtml('<img src="data:image/png;base64,AA==">')).toBe('');
    await expect(sanitizeRichTextHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    await expect(sanitizeRichTextHtml('<a href="mailto:ann@example.com">x</a>')).toBe(
      '<a href="mailto:ann@example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    await expect(sanitizeRichTextHtml('<img src="/uploads/1" alt="">')).toBe(
      '<img src="/uploads/1" alt="">',
    );
  },
};

/**
 * Images come only from the server's uploads (`/uploads/<id>`): another host, a protocol-relative
 * or absolute URL would let that host see every viewer. The kept one loads from the server.
 */
export const ForeignImagesRemoved: Story = {
  args: {
    html:
      '<p>Front<img src="https://tracker.example/p.gif" alt="tracker"><img src="//tracker.example/p.gif" alt="relative">' +
      '<img src="http://127.0.0.1:4000/uploads/gate" alt="absolute"><img src="/uploads/../graphql" alt="dots">' +
      '<img src="/uploads/gate" alt="gate"></p>',
  },
  decorators: [
    (Story) => (
      <UploadUrlProvider resolve={(url) => `${url}?from=server`}>
        <Story />
      </UploadUrlProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img');
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAccessibleName('gate');
    await expect(images[0]).toHaveAttribute('src', '/uploads/gate?from=server');
    await expect(sanitizeRichTextHtml('<p>a<img src="https://tracker.example/p.gif">b</p>')).toBe(
      '<p>ab</p>',
    );
  },
};

/** Each web, mail or phone link shows where it goes in its text, and the address as its title. */
export const LinksShowWhereTheyGo: Story = {
  args: {
    html:
      '<p><a href="https://example.com/pump">Pump manual</a> <a href="https://example.com/">example.com</a>' +
      ' <a href="mailto:ann@example.com">Ann</a> <a href="tel:+15551234">Office</a></p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const manual = canvas.getByRole('link', { name: 'Pump manual (example.com)' });
    await expect(manual).toHaveAttribute('title', 'https://example.com/pump');
    // Text that already names the host gets nothing added.
    await expect(canvas.getByRole('link', { name: 'example.com' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ann (ann@example.com)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Office (+15551234)' })).toBeVisible();
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
  },
};

/** `<svg><script>…</script></svg>`, `<script>`, `<iframe>`, `<style>`: gone with their content. */
export const ScriptAndSvgRemoved: Story = {
  args: {
    html:
      `<p>Before</p><svg><script>window.__xss='svg'</script><animate onbegin="window.__xss='anim'"` +
      ` attributeName="x" dur="1s"/></svg><script>window.__xss='script'</script>` +
      `<iframe src="javascript:window.__xss='frame'"></iframe><style>p{display:none}</style><p>After</p>`,
  },
  beforeEach: resetProbe,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Before')).toBeVisible();
    await expect(canvas.getByText('After')).toBeVisible();
    await expect(canvasElement.querySelector('svg, script, animate, iframe, style')).toBeNull();
    await expect(canvasElement.textContent).not.toContain('__xss');
    await settle();
    await expect(probe.__xss).toBeUndefined();
    await expect(sanitizeRichTextHtml('<svg><script>alert(1)</script></svg>')).toBe('');
  },
};

/** `style="color:#e60000;position:fixed"`: only the colour is kept. */
export const OnlyAllowedStyles: Story = {
  args: {
    html:
      '<p style="color:#e60000;position:fixed;top:0">Red text</p>' +
      '<p style="background-image:url(https://evil.example/x.png);color:red">Named colour</p>',
  },
  play: async ({ canvasElement }) => {
    const red = within(canvasElement).getByText('Red text');
    await expect(red).toHaveAttribute('style', 'color: rgb(230, 0, 0);');
    await expect(red).toHaveStyle({ color: 'rgb(230, 0, 0)', position: 'static' });
    // Neither a background image nor a named colour is in the policy.
    await expect(within(canvasElement).getByText('Named colour')).not.toHaveAttribute('style');
    await expect(sanitizeRichTextHtml('<p style="color:#e60000;position:fixed">x</p>')).toBe(
      '<p style="color: rgb(230, 0, 0);">x</p>',
    );
    await expect(
      sanitizeRichTextHtml('<span style="font-size: 2.5em; font-family: monospace">x</span>'),
    ).toBe('<span style="font-size: 2.5em; font-family: monospace;">x</span>');
  },
};

/** Nothing to show: blank rich text (tags, spaces, &nbsp;) renders empty. */
export const Blank: Story = {
  args: { html: '<p><br></p><p>&nbsp;</p>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
    await expect(isBlankRichTextHtml('<p><br></p><p>&nbsp; </p>')).toBe(true);
    await expect(isBlankRichTextHtml('')).toBe(true);
    await expect(isBlankRichTextHtml('<script>alert(1)</script>')).toBe(true);
    await expect(isBlankRichTextHtml('<p>x</p>')).toBe(false);
    // An image alone is content.
    await expect(isBlankRichTextHtml('<p><img src="/uploads/1" alt=""></p>')).toBe(false);
    // The check needs no sanitizer, yet answers as the sanitized text would.
    for (const html of BLANKNESS_SAMPLES) {
      await expect({ html, blank: isBlankRichTextHtml(html) }).toEqual({
        html,
        blank: blankOnceSanitized(html),
      });
    }
  },
};

const BLANKNESS_SAMPLES = [
  '<p><img src="https://tracker.example/p.gif" alt="tracker"></p>',
  '<img src="/uploads/gate" onerror="alert(1)">',
  '<svg><text>inside svg</text></svg>',
  '<style>p { color: red }</style><template>later</template>',
  '<button>Tap</button>',
  '<textarea>typed</textarea>',
  '<iframe>frame text</iframe><noscript>no script</noscript>',
  '<math><mi>x</mi></math>',
  '<p>&nbsp;</p><p>\u00a0</p>',
  '<a href="javascript:alert(1)">link text</a>',
];

/** Blank as the sanitizer's output reads: no text and no image (parsed inert: nothing loads). */
function blankOnceSanitized(html: string): boolean {
  const body = new DOMParser().parseFromString(sanitizeRichTextHtml(html), 'text/html').body;
  return (body.textContent ?? '').trim() === '' && body.querySelector('img') === null;
}

/**
 * While the sanitizer's code loads (the app loads it with the first rich text), the text alone
 * stands in: no element of the rich text is rendered, nothing in it runs, and it is busy.
 */
export const Loading: Story = {
  args: {
    html:
      '<p><strong>Gate code</strong> 4521</p><img src="/uploads/x" onerror="window.__xss=\'img\'">' +
      `<p><a href="javascript:window.__xss='link'">Open the gate</a></p><script>window.__xss='script'</script>` +
      '<style>p{display:none}</style><ul><li>Back garden</li><li>Mind the dog</li></ul>',
  },
  render: (args) => <SanitizedHtmlLoading {...args} />,
  beforeEach: resetProbe,
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root).toHaveAttribute('aria-busy', 'true');
    // One paragraph of text, words kept apart where blocks were.
    await expect(root.querySelectorAll('*')).toHaveLength(1);
    await expect(root.querySelector('p')).toHaveTextContent(
      /^Gate code 4521 Open the gate Back garden Mind the dog$/,
    );
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expectNoHandlers(canvasElement);
    await settle();
    await expect(probe.__xss).toBeUndefined();
  },
};
