import { signedByError, fieldDayMessages } from '@routebook/schema';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type PointerEvent,
} from 'react';

import { Button } from '../Button';
import { TextField } from '../TextField';
import { useSaveAction } from '../modals/saveError';
import type { SignaturePadProps } from './SignaturePad';
import styles from './SignaturePad.module.css';

interface Point {
  x: number;
  y: number;
}
type Stroke = Point[];

const INK = '#1f2328';
const PAPER = '#ffffff';
const GUIDE = '#d0d7de';
const SCRIPT_FONT = '"Segoe Script", "Brush Script MT", "Snell Roundhand", cursive';
/** Pixels of the PNG per CSS pixel of the box: sharp on paper, small to upload. */
const EXPORT_SCALE = 2;
/** Room left at each side of the box, in CSS pixels. */
const MARGIN = 16;

interface Ink {
  strokes: readonly Stroke[];
  /** The name drawn as the signature (typed), or null when drawn by hand. */
  typedName: string | null;
}

/** Paints the signature on a canvas `width` x `height` CSS pixels at `scale` device pixels each. */
function paint(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  scale: number,
  { strokes, typedName }: Ink,
  guide: boolean,
): void {
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.fillStyle = PAPER;
  context.fillRect(0, 0, width, height);
  const baseline = height - Math.min(48, height / 4);
  if (guide) {
    context.strokeStyle = GUIDE;
    context.lineWidth = 1;
    context.beginPath();
    context.moveTo(MARGIN, baseline);
    context.lineTo(width - MARGIN, baseline);
    context.stroke();
  }
  context.strokeStyle = INK;
  context.fillStyle = INK;
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    if (rest.length === 0) {
      // A tap: a dot.
      context.arc(first.x, first.y, context.lineWidth / 2, 0, 2 * Math.PI);
      context.fill();
      continue;
    }
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
  const name = typedName?.trim();
  if (name) {
    // As large as fits: at most 56 px, smaller for a long name.
    let size = Math.min(56, height / 2.5);
    context.font = `${size}px ${SCRIPT_FONT}`;
    while (size > 12 && context.measureText(name).width > width - 2 * MARGIN) {
      size -= 2;
      context.font = `${size}px ${SCRIPT_FONT}`;
    }
    context.textBaseline = 'alphabetic';
    context.fillText(name, MARGIN, baseline - 6);
  }
}

/** The signature as a PNG, without the guide line, at EXPORT_SCALE. */
function exportPng(width: number, height: number, ink: Ink): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * EXPORT_SCALE);
  canvas.height = Math.round(height * EXPORT_SCALE);
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the signature.'));
  paint(context, width, height, EXPORT_SCALE, ink, false);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be saved.'))),
      'image/png',
    ),
  );
}

/** Where a pointer is on the canvas, in CSS pixels from its top left corner. */
function pointOn(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): Point {
  const box = canvas.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

/** The pad itself (SignaturePad loads it on demand). */
export default function SignaturePadImpl({
  onSave,
  onCancel,
  saving = false,
  error = null,
  signedBy: initialName = '',
  className,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const current = useRef<Stroke | null>(null);
  /** How many strokes are drawn: the render's view of `strokes`. */
  const [strokeCount, setStrokeCount] = useState(0);
  const [typed, setTyped] = useState(false);
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const [missing, setMissing] = useState(false);
  const save = useSaveAction();
  const instructionsId = useId();
  const missingId = useId();

  const typedName = typed ? name : null;
  /** What is painted: the strokes, or in typed mode the name alone (the strokes wait). */
  const inkNow = useCallback(
    (): Ink =>
      typedName === null ? { strokes: strokes.current, typedName } : { strokes: [], typedName },
    [typedName],
  );
  const repaint = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.clientWidth === 0) return;
    const scale = window.devicePixelRatio || 1;
    const width = Math.round(canvas.clientWidth * scale);
    const height = Math.round(canvas.clientHeight * scale);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    paint(context, canvas.clientWidth, canvas.clientHeight, scale, inkNow(), true);
  }, [inkNow]);

  // Painted again when the box changes size (a phone turned) and when the typed name changes.
  useEffect(() => {
    const canvas = canvasRef.current;
    repaint();
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => repaint());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [repaint]);

  const signed = typed ? name.trim() !== '' : strokeCount > 0;
  const nameError = signedByError(name) ?? undefined;
  const busy = saving || save.pending;

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (typed || event.button > 0) return;
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the stroke still follows the events it sends.
    }
    const stroke = [pointOn(event.currentTarget, event)];
    strokes.current = [...strokes.current, stroke];
    current.current = stroke;
    repaint();
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const stroke = current.current;
    if (!stroke) return;
    // Every position since the last frame (a fast pen sends several), not only the last one.
    const coalesced = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const moved of coalesced.length > 0 ? coalesced : [event.nativeEvent]) {
      stroke.push(pointOn(event.currentTarget, moved));
    }
    repaint();
  }

  function endStroke() {
    if (!current.current) return;
    current.current = null;
    setStrokeCount(strokes.current.length);
    setMissing(false);
  }

  function clear() {
    strokes.current = [];
    current.current = null;
    setStrokeCount(0);
    if (typed) setName('');
    // Painted at once: the count may already be 0, which would not paint again.
    repaint();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setMissing(!signed);
    const canvas = canvasRef.current;
    if (!signed || nameError !== undefined || busy || !canvas) return;
    const ink = inkNow();
    const { clientWidth, clientHeight } = canvas;
    await save.run(async () => {
      const image = await exportPng(clientWidth, clientHeight, ink);
      await onSave({ image, signedBy: name.trim(), signedAt: new Date().toISOString(), typed });
    });
  }

  const shownError = error ?? save.saveError;
  return (
    <form
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-label="Customer signature"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <p id={instructionsId} className={styles.instructions}>
        {typed
          ? 'The name typed under "Signed by" is the signature.'
          : 'Sign in the box with a finger, a pen or the mouse.'}
      </p>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        data-mode={typed ? 'typed' : 'drawn'}
        role="img"
        aria-label={signed ? 'Signature pad, signed' : 'Signature pad, empty'}
        aria-describedby={[instructionsId, missing && !signed ? missingId : null]
          .filter(Boolean)
          .join(' ')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endStroke}
        onPointerCancel={endStroke}
        onLostPointerCapture={endStroke}
      />
      {missing && !signed && (
        <p id={missingId} className={styles.error} role="alert">
          {fieldDayMessages.signatureMissing}
        </p>
      )}
      <div className={styles.tools}>
        <Button variant="secondary" onClick={clear} disabled={busy || !signed}>
          Clear
        </Button>
        <Button
          variant="ghost"
          aria-pressed={typed}
          disabled={busy}
          onClick={() => {
            setTyped(!typed);
            setMissing(false);
          }}
        >
          Sign by typing
        </Button>
      </div>
      <TextField
        label="Signed by"
        name="signedBy"
        autoComplete="name"
        required
        value={name}
        error={touched ? nameError : undefined}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {shownError && (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={busy}>
          Save signature
        </Button>
      </div>
    </form>
  );
}
