import type { Meta, StoryObj } from '@storybook/react-vite';
import { EDITOR_HEIGHT_PX, messages, RICH_TEXT_COLOURS } from '@routebook/schema';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { TOUCH_TARGET_MIN_PX } from '../touchTarget';
import { DEFAULT_IMAGE_UPLOAD_URL, EditorUploadProvider } from './EditorUpload';
import { RichTextEditor } from './RichTextEditor';

const meta = {
  title: 'Editor/RichTextEditor',
  component: RichTextEditor,
  args: { value: '', onChange: fn(), label: 'Note' },
  tags: ['autodocs'],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editable area, once the editor's chunk has loaded. */
const findEditor = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Note' });

const toolbarOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('toolbar', { name: 'Note formatting' });

const tool = (canvasElement: HTMLElement, name: string) =>
  within(toolbarOf(canvasElement)).getByRole('button', { name });

/** On a phone the rarer tools are behind More formatting: one tap shows them all. */
async function showEveryTool(canvasElement: HTMLElement) {
  const more = tool(canvasElement, 'More formatting');
  if (more.getAttribute('aria-expanded') !== 'true') await userEvent.click(more);
}

/** The HTML of the last onChange call. */
function lastHtml(onChange: unknown): string {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0] ?? '');
}

/** Selects everything in the editor (Lexical's select-all shortcut). */
async function selectAll(editor: HTMLElement) {
  await userEvent.click(editor);
  await userEvent.keyboard('{Control>}a{/Control}');
}

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor).toHaveAttribute('aria-placeholder', messages.editorPlaceholder);
    await expect(canvas.getByText(messages.editorPlaceholder)).toBeVisible();
    await expect(editor.getBoundingClientRect().height).toBe(EDITOR_HEIGHT_PX);

    // On a phone the tools people use, and More formatting for the rest.
    const toolbar = toolbarOf(canvasElement);
    const names = () =>
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    await expect(names()).toEqual(['Bold', 'Italic', 'Link', 'Bulleted list', 'More formatting']);
    const more = tool(canvasElement, 'More formatting');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // Then the whole toolbar of product.md §Rich text, each a button of at least 44 × 44 px.
    await expect(names()).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Link',
      'Insert image',
      'Text colour',
      'Background colour',
      'Numbered list',
      'Bulleted list',
      'Subscript',
      'Superscript',
      'Size',
      'Font',
      'Clear formatting',
      'More formatting',
    ]);
    for (const button of within(toolbar).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(TOUCH_TARGET_MIN_PX);
    }
    // At 375 px the toolbar wraps into rows: nothing scrolls, nothing overflows the page.
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    // Roving focus: the toolbar is one tab stop; arrows, Home and End move inside it.
    await userEvent.tab();
    await expect(tool(canvasElement, 'Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool(canvasElement, 'Italic')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tool(canvasElement, 'More formatting')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool(canvasElement, 'Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tool(canvasElement, 'More formatting')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tool(canvasElement, 'Clear formatting')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tool(canvasElement, 'Bold')).toHaveFocus();
    await userEvent.tab();
    await expect(editor).toHaveFocus();
    // Back into the toolbar lands on the button used last.
    await userEvent.tab({ shift: true });
    await expect(tool(canvasElement, 'Bold')).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * On a phone four tools and More formatting; after it, every one of the fifteen tools is in sight
 * inside the toolbar (it wraps into rows instead of scrolling sideways with no cue), and the last
 * one is reached and used by keyboard.
 */
export const EveryToolOnAPhone: Story = {
  args: { value: '<p>Gate code 4411</p>' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    const toolbar = toolbarOf(canvasElement);
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(5);
    await userEvent.click(tool(canvasElement, 'More formatting'));
    const box = toolbar.getBoundingClientRect();
    const buttons = within(toolbar).getAllByRole('button');
    await expect(buttons).toHaveLength(16);
    for (const button of buttons) {
      const rect = button.getBoundingClientRect();
      await expect(button).toBeVisible();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
      await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
    }
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
    // More than one row at 375 px.
    const rows = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);

    // Keyboard: into the toolbar, End to the last tool, Enter uses it.
    await selectAll(editor);
    await userEvent.click(tool(canvasElement, 'Bold'));
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/<(b|strong)\b/));
    tool(canvasElement, 'Bold').focus();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tool(canvasElement, 'Clear formatting')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastHtml(args.onChange)).not.toMatch(/<(b|strong)\b/));
    await expect(lastHtml(args.onChange)).toContain('Gate code 4411');
  },
};

const WITH_VALUE =
  '<p><b>Gate code</b> 4411, <span style="color: #e60000">dog in yard</span></p>' +
  '<ul><li>Check the pump</li><li>Test the water</li></ul>';

/** Initial HTML: bold, a colour and a list show as such; nothing is emitted on load. */
export const WithValue: Story = {
  args: { value: WITH_VALUE },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await showEveryTool(canvasElement);
    const content = within(editor);
    await expect(content.getByText('Gate code').closest('strong, b')).not.toBeNull();
    await expect(content.getByText('dog in yard')).toHaveStyle({ color: 'rgb(230, 0, 0)' });
    const items = content.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Check the pump',
      'Test the water',
    ]);
    await expect(within(canvasElement).queryByText(messages.editorPlaceholder)).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();

    // The caret in the coloured text shows its colour in the colour panel.
    await userEvent.click(content.getByText('dog in yard'));
    await userEvent.click(tool(canvasElement, 'Text colour'));
    const panel = within(canvasElement).getByRole('group', { name: 'Text colour' });
    await expect(within(panel).getByRole('button', { name: 'Red' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Type, press Bold, type more: the HTML carries the bold run. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Meet at ');
    const bold = tool(canvasElement, 'Bold');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // The caret stayed in the editor: typing goes on there.
    await expect(editor).toHaveFocus();
    await userEvent.keyboard('the gate');
    await expect(within(editor).getByText('the gate').closest('strong, b')).not.toBeNull();
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toMatch(
        /Meet at .*<(strong|b)\b[^>]*>(<[^>]+>)*the gate<\/(strong|b|span)>/,
      ),
    );
    await expect(lastHtml(args.onChange)).not.toMatch(/<(strong|b)\b[^>]*>(<[^>]+>)*Meet/);
  },
};

export const Lists: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await showEveryTool(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Milk{Enter}Bread');
    await userEvent.click(tool(canvasElement, 'Bulleted list'));
    await expect(tool(canvasElement, 'Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await expect(within(editor).getByRole('list').tagName).toBe('UL');
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/<ul\b.*<li\b[^>]*>.*Bread/));

    await userEvent.click(tool(canvasElement, 'Numbered list'));
    await expect(tool(canvasElement, 'Numbered list')).toHaveAttribute('aria-pressed', 'true');
    await expect(tool(canvasElement, 'Bulleted list')).toHaveAttribute('aria-pressed', 'false');
    await expect(within(editor).getByRole('list').tagName).toBe('OL');
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/<ol\b.*<li\b[^>]*>.*Bread/));

    // Pressed again: back to a paragraph.
    await userEvent.click(tool(canvasElement, 'Numbered list'));
    await expect(within(editor).queryByRole('list')).toBeNull();
    await waitFor(() => expect(lastHtml(args.onChange)).not.toMatch(/<ol\b/));
  },
};

/** Italic, underline, strike, superscript and subscript, as the HTML carries them. */
export const TextFormats: Story = {
  args: { value: '<p>Water meter</p>' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await showEveryTool(canvasElement);
    await selectAll(editor);
    for (const name of ['Italic', 'Underline', 'Strikethrough', 'Superscript']) {
      await userEvent.click(tool(canvasElement, name));
      await expect(tool(canvasElement, name)).toHaveAttribute('aria-pressed', 'true');
    }
    await waitFor(() => {
      const html = lastHtml(args.onChange);
      expect(html).toMatch(/<i>/);
      expect(html).toMatch(/<u>/);
      expect(html).toMatch(/<s>/);
      expect(html).toMatch(/<sup>/);
    });
    // Subscript replaces superscript.
    await userEvent.click(tool(canvasElement, 'Subscript'));
    await expect(tool(canvasElement, 'Subscript')).toHaveAttribute('aria-pressed', 'true');
    await expect(tool(canvasElement, 'Superscript')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => {
      const html = lastHtml(args.onChange);
      expect(html).toMatch(/<sub>/);
      expect(html).not.toMatch(/<sup>/);
    });
    await expect(within(editor).getByText('Water meter')).toHaveStyle({
      fontStyle: 'italic',
      textDecorationLine: 'underline line-through',
    });
  },
};

/** Text and background colours from the seven of product.md §Rich text. */
export const Colour: Story = {
  args: { value: '<p>Dog in yard</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await findEditor(canvasElement);
    await showEveryTool(canvasElement);
    await selectAll(editor);

    await userEvent.click(tool(canvasElement, 'Text colour'));
    await expect(tool(canvasElement, 'Text colour')).toHaveAttribute('aria-expanded', 'true');
    const colours = within(canvas.getByRole('group', { name: 'Text colour' }));
    // The seven colours and "Default colour".
    await expect(colours.getAllByRole('button')).toHaveLength(RICH_TEXT_COLOURS.length + 1);
    await userEvent.click(colours.getByRole('button', { name: 'Blue' }));
    await expect(canvas.queryByRole('group', { name: 'Text colour' })).toBeNull();
    await expect(within(editor).getByText('Dog in yard')).toHaveStyle({
      color: 'rgb(0, 102, 204)',
    });

    await userEvent.click(tool(canvasElement, 'Background colour'));
    const backgrounds = within(canvas.getByRole('group', { name: 'Background colour' }));
    await userEvent.click(backgrounds.getByRole('button', { name: 'Yellow' }));
    await expect(within(editor).getByText('Dog in yard')).toHaveStyle({
      backgroundColor: 'rgb(255, 255, 0)',
    });
    await waitFor(() => {
      const html = lastHtml(args.onChange);
      expect(html).toMatch(/(^|[^-])color: (rgb\(0, 102, 204\)|#0066cc)/);
      expect(html).toMatch(/background-color: (rgb\(255, 255, 0\)|#ffff00)/);
    });
  },
};

/** Sizes small/normal/large/huge and the three fonts. */
export const SizeAndFont: Story = {
  args: { value: '<p>Back gate</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await findEditor(canvasElement);
    await showEveryTool(canvasElement);
    await selectAll(editor);

    await userEvent.click(tool(canvasElement, 'Size'));
    const sizes = within(canvas.getByRole('group', { name: 'Size' }));
    await expect(sizes.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Small',
      'Normal',
      'Large',
      'Huge',
    ]);
    await expect(sizes.getByRole('button', { name: 'Normal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(sizes.getByRole('button', { name: 'Large' }));
    await expect(within(editor).getByText('Back gate')).toHaveStyle({ fontSize: '24px' });

    await userEvent.click(tool(canvasElement, 'Font'));
    const fonts = within(canvas.getByRole('group', { name: 'Font' }));
    await userEvent.click(fonts.getByRole('button', { name: 'Serif' }));
    await waitFor(() => {
      const html = lastHtml(args.onChange);
      expect(html).toContain('font-size: 1.5em');
      expect(html).toContain('font-family: serif');
    });

    // From the keyboard: the panel takes focus on the chosen option; Escape goes back.
    const fontTool = tool(canvasElement, 'Font');
    fontTool.focus();
    await userEvent.keyboard('{Enter}');
    const serif = within(canvas.getByRole('group', { name: 'Font' })).getByRole('button', {
      name: 'Serif',
    });
    await expect(serif).toHaveAttribute('aria-pressed', 'true');
    await expect(serif).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Font' })).toBeNull();
    await expect(fontTool).toHaveFocus();
  },
};

/** Link asks for the address in an inline panel; only http, https, mailto and tel are taken. */
export const Link: Story = {
  args: { value: '<p>Pump manual</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await findEditor(canvasElement);
    await selectAll(editor);
    await userEvent.click(tool(canvasElement, 'Link'));
    const form = canvas.getByRole('group', { name: 'Link' });
    const address = within(form).getByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveFocus();

    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(address).toHaveAccessibleDescription(messages.linkInvalid);
    await expect(within(editor).queryByRole('link')).toBeNull();

    await userEvent.clear(address);
    await userEvent.type(address, 'example.com/pump{Enter}');
    await expect(canvas.queryByRole('group', { name: 'Link' })).toBeNull();
    const link = within(editor).getByRole('link', { name: 'Pump manual' });
    await expect(link).toHaveAttribute('href', 'https://example.com/pump');
    await waitFor(() => {
      const html = lastHtml(args.onChange);
      expect(html).toContain('href="https://example.com/pump"');
      expect(html).toContain('rel="noopener noreferrer nofollow"');
      expect(html).toContain('target="_blank"');
    });

    // In a link the button edits it, and the form offers to remove it.
    await userEvent.click(within(editor).getByText('Pump manual'));
    const edit = tool(canvasElement, 'Edit link');
    await userEvent.click(edit);
    const editForm = canvas.getByRole('group', { name: 'Link' });
    await expect(within(editForm).getByRole('textbox', { name: 'Link address' })).toHaveValue(
      'https://example.com/pump',
    );
    await userEvent.click(within(editForm).getByRole('button', { name: 'Remove link' }));
    await expect(within(editor).queryByRole('link')).toBeNull();
    await waitFor(() => expect(lastHtml(args.onChange)).not.toContain('<a'));
  },
};

const outerSubmit = fn();

/** Selects the text of one element in the editor, as a drag over it would. */
async function selectText(element: HTMLElement) {
  await userEvent.click(element);
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  // Lexical takes the selection over on selectionchange.
  await new Promise((resolve) =>
    document.addEventListener('selectionchange', resolve, { once: true }),
  );
}

/**
 * The editor in a form, as every dialog has it: applying a link with Apply and with Enter
 * submits nothing (no form is inside another form), and what was typed stays with its links.
 */
export const LinkInsideAForm: Story = {
  args: { value: '<p>Pump manual</p><p>Gate code</p>' },
  render: (args) => (
    <form
      aria-label="Route note"
      onSubmit={(event) => {
        event.preventDefault();
        outerSubmit();
      }}
    >
      <RichTextEditor {...args} />
    </form>
  ),
  beforeEach: () => {
    outerSubmit.mockClear();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await findEditor(canvasElement);

    // With the Apply button, over the first paragraph.
    await selectText(within(editor).getByText('Pump manual'));
    await userEvent.click(tool(canvasElement, 'Link'));
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveFocus();
    await expect(canvasElement.querySelector('form form')).toBeNull();
    await userEvent.type(address, 'example.com/pump');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    await expect(within(editor).getByRole('link', { name: 'Pump manual' })).toHaveAttribute(
      'href',
      'https://example.com/pump',
    );

    // With Enter, over the second.
    await selectText(within(editor).getByText('Gate code'));
    await userEvent.click(tool(canvasElement, 'Link'));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Link address' }),
      'tel:5550188{Enter}',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    await expect(within(editor).getByRole('link', { name: 'Gate code' })).toHaveAttribute(
      'href',
      'tel:5550188',
    );

    await expect(outerSubmit).not.toHaveBeenCalled();
    await waitFor(() => {
      const html = lastHtml(args.onChange);
      expect(html).toContain('href="https://example.com/pump"');
      expect(html).toContain('href="tel:5550188"');
    });
  },
};

/**
 * A link that sanitizing left without an address (it was javascript:) is plain text when the
 * text is edited again: it does not become a link to "https://".
 */
export const LinkWithoutAddressStaysText: Story = {
  args: { value: '<p>Open <a href="javascript:alert(1)">the gate</a> now</p>' },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveTextContent('Open the gate now');
    await expect(within(editor).queryByRole('link')).toBeNull();
    await userEvent.click(within(editor).getByText(/now/));
    await userEvent.keyboard('!');
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('!'));
    await expect(lastHtml(args.onChange)).toContain('the gate');
    await expect(lastHtml(args.onChange)).not.toMatch(/<a\b|https:|javascript:/);
  },
};

/** An image from another host is not taken into the editor; the server's uploads are. */
export const ForeignImageDropped: Story = {
  args: {
    value:
      '<p>Gate <img src="https://tracker.example/p.gif" alt="tracker"><img src="/uploads/story-gate" alt="gate"></p>',
  },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await expect(await within(editor).findByRole('img', { name: 'gate' })).toBeVisible();
    await expect(within(editor).queryByRole('img', { name: 'tracker' })).toBeNull();
    await userEvent.click(within(editor).getByText(/Gate/));
    await userEvent.keyboard('!');
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('!'));
    await expect(lastHtml(args.onChange)).toContain('/uploads/story-gate');
    await expect(lastHtml(args.onChange)).not.toContain('tracker.example');
  },
};

/** Clean removes bold, colour and size from the selection. */
export const Clean: Story = {
  args: {
    value: '<p><b>Gate</b> <span style="color: #e60000; font-size: 1.5em">code 4411</span></p>',
  },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await showEveryTool(canvasElement);
    await selectAll(editor);
    await userEvent.click(tool(canvasElement, 'Clear formatting'));
    await waitFor(() => {
      const html = lastHtml(args.onChange);
      expect(html).toContain('Gate');
      expect(html).toContain('code 4411');
      expect(html).not.toMatch(/<(b|strong)\b/);
      expect(html).not.toMatch(/color|font-size/);
    });
  },
};

/** window.fetch answers uploads to the default URL (v1/image) with `respond`. */
function stubImageUpload(respond: () => Response) {
  const original = window.fetch;
  uploads.length = 0;
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!new URL(request.url).pathname.endsWith('/v1/image')) return original(input, init);
    const form = await request.formData();
    uploads.push({
      authorization: request.headers.get('authorization'),
      apiKey: request.headers.get('x-api-key'),
      file: form.get('file'),
    });
    return respond();
  };
  return () => {
    window.fetch = original;
  };
}

const uploads: {
  authorization: string | null;
  apiKey: string | null;
  file: FormDataEntryValue | null;
}[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A 1 × 1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

async function chooseImage(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File([PNG], 'gate.png', { type: 'image/png' }));
}

/**
 * The image is POSTed (field `file`, Bearer token, config.json's extra headers) to v1/image and
 * shown where the caret is.
 */
export const ImageUpload: Story = {
  args: {
    value: '<p>Gate:</p>',
  },
  decorators: [
    (Story) => (
      <EditorUploadProvider
        upload={{
          url: DEFAULT_IMAGE_UPLOAD_URL,
          getToken: () => 'story-token',
          headers: { 'X-Api-Key': 'story-gateway-key' },
        }}
      >
        <Story />
      </EditorUploadProvider>
    ),
  ],
  beforeEach: () => stubImageUpload(() => json(201, { url: '/uploads/story-gate' })),
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await chooseImage(canvasElement);
    const image = await within(editor).findByRole('img', { name: 'gate' });
    await expect(image).toHaveAttribute('src', '/uploads/story-gate');
    await expect(uploads).toHaveLength(1);
    await expect(uploads[0]?.authorization).toBe('Bearer story-token');
    await expect(uploads[0]?.apiKey).toBe('story-gateway-key');
    await expect(uploads[0]?.file).toBeInstanceOf(File);
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toMatch(/<img src="\/uploads\/story-gate" alt="gate">/),
    );
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The server fails (500): a clear message, and nothing is inserted. */
export const ImageUploadFails: Story = {
  beforeEach: () =>
    stubImageUpload(() =>
      json(500, { message: 'Unexpected error.', code: 'INTERNAL_SERVER_ERROR' }),
    ),
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await chooseImage(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(messages.imageUploadFailed);
    await expect(uploads).toHaveLength(1);
    // No token given: no Authorization header.
    await expect(uploads[0]?.authorization).toBeNull();
    await expect(within(editor).queryByRole('img')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The server refuses the file (4xx): its message is shown. */
export const ImageUploadRefused: Story = {
  beforeEach: () =>
    stubImageUpload(() => json(400, { message: messages.notAnImage, code: 'BAD_USER_INPUT' })),
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await chooseImage(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      messages.notAnImage,
    );
    await expect(within(editor).queryByRole('img')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: '<p>Signed off by the customer.</p>', disabled: true },
  play: async ({ canvasElement, args }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await expect(editor).toHaveTextContent('Signed off by the customer.');
    for (const button of within(toolbarOf(canvasElement)).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
    await userEvent.click(editor);
    await userEvent.keyboard('more');
    await expect(editor).toHaveTextContent('Signed off by the customer.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A desktop shows every tool at once: no More formatting. */
export const EveryToolOnADesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement);
    const buttons = within(toolbarOf(canvasElement)).getAllByRole('button');
    await expect(buttons).toHaveLength(15);
    await expect(
      within(toolbarOf(canvasElement)).queryByRole('button', { name: 'More formatting' }),
    ).toBeNull();
  },
};

/** More formatting by keyboard: Enter shows the rest, and hides them again. */
export const MoreFormattingByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement);
    await userEvent.tab();
    await expect(tool(canvasElement, 'Bold')).toHaveFocus();
    await userEvent.keyboard('{End}');
    const more = tool(canvasElement, 'More formatting');
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(tool(canvasElement, 'Size')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tool(canvasElement, 'Clear formatting')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(
      within(toolbarOf(canvasElement)).queryByRole('button', { name: 'Size' }),
    ).toBeNull();
  },
};
