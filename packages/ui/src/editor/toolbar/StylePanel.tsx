import { RICH_TEXT_COLOURS, RICH_TEXT_SIZES } from '@routebook/schema';

import styles from '../RichTextEditor.module.css';
import type { FormatState } from './formatState';
import { OptionsPanel, type Option, type OptionsPanelProps } from './OptionsPanel';

/** Sets (or, with null, removes) inline styles of the selection, and closes the panel. */
type ChooseStyle = (patch: Record<string, string | null>) => void;

/** Names of the seven colours, for their buttons (typed so that a new colour needs a name). */
const COLOUR_NAMES: Record<(typeof RICH_TEXT_COLOURS)[number], string> = {
  '#000000': 'Black',
  '#e60000': 'Red',
  '#ff9900': 'Orange',
  '#ffff00': 'Yellow',
  '#008a00': 'Green',
  '#0066cc': 'Blue',
  '#9933ff': 'Purple',
};

const SIZE_NAMES: Record<keyof typeof RICH_TEXT_SIZES, string> = {
  small: 'Small',
  normal: 'Normal',
  large: 'Large',
  huge: 'Huge',
};

/** The font choices: the first is the editor's own font (no font-family style). */
const FONTS = [
  { label: 'Sans serif', value: null, preview: 'sans-serif' },
  { label: 'Serif', value: 'serif', preview: 'serif' },
  { label: 'Monospace', value: 'monospace', preview: 'monospace' },
] as const;

/** None, then the seven colours, for the text (`color`) or its background. */
const colourOptions = (
  current: string,
  property: 'color' | 'background-color',
  choose: ChooseStyle,
): Option[] => [
  {
    key: 'none',
    label: property === 'color' ? 'Default colour' : 'No background',
    pressed: current === '',
    content: <span className={`${styles.swatch} ${styles.swatchNone}`} aria-hidden="true" />,
    onSelect: () => choose({ [property]: null }),
  },
  ...RICH_TEXT_COLOURS.map((colour) => ({
    key: colour,
    label: COLOUR_NAMES[colour],
    pressed: current === colour,
    content: <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />,
    onSelect: () => choose({ [property]: colour }),
  })),
];

const sizeKeys = Object.keys(RICH_TEXT_SIZES) as (keyof typeof RICH_TEXT_SIZES)[];

const sizeOptions = (fontSize: string, choose: ChooseStyle): Option[] =>
  sizeKeys.map((size) => {
    const value = RICH_TEXT_SIZES[size];
    return {
      key: size,
      label: SIZE_NAMES[size],
      pressed: fontSize === value || (size === 'normal' && fontSize === ''),
      content: null,
      // Normal is no size of its own.
      onSelect: () => choose({ 'font-size': size === 'normal' ? null : value }),
    };
  });

const fontOptions = (fontFamily: string, choose: ChooseStyle): Option[] =>
  FONTS.map((font) => ({
    key: font.preview,
    label: font.label,
    pressed:
      fontFamily === (font.value ?? '') || (font.value === null && fontFamily === font.preview),
    content: null,
    style: { fontFamily: font.preview },
    onSelect: () => choose({ 'font-family': font.value }),
  }));

export type StyleKind = 'color' | 'background' | 'size' | 'font';

const LABELS: Record<StyleKind, string> = {
  color: 'Text colour',
  background: 'Background colour',
  size: 'Size',
  font: 'Font',
};

export interface StylePanelProps extends Omit<OptionsPanelProps, 'label' | 'options' | 'swatches'> {
  kind: StyleKind;
  format: FormatState;
  choose: ChooseStyle;
}

/** The panel of text colours, background colours, sizes or fonts, the selection's pressed. */
export function StylePanel({ kind, format, choose, ...panel }: StylePanelProps) {
  const options = {
    color: () => colourOptions(format.color, 'color', choose),
    background: () => colourOptions(format.background, 'background-color', choose),
    size: () => sizeOptions(format.fontSize, choose),
    font: () => fontOptions(format.fontFamily, choose),
  }[kind]();
  const swatches = kind === 'color' || kind === 'background';
  return <OptionsPanel {...panel} label={LABELS[kind]} swatches={swatches} options={options} />;
}
