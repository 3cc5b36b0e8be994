import { lazy, Suspense } from 'react';

// Its own styles: the pad's (SignaturePad.module.css) come with the pad's chunk.
import styles from './SignaturePadLoading.module.css';

/** What the pad hands over on Save. */
export interface SignaturePadValue {
  /** The signature as a PNG (white background), drawn or typed. */
  image: Blob;
  /** The signer's name, trimmed. */
  signedBy: string;
  /** When Save was pressed: the moment of signing (ISO 8601). */
  signedAt: string;
  /** Signed by typing the name (the keyboard's way) rather than drawn. */
  typed: boolean;
}

export interface SignaturePadProps {
  /** Saves the signature; the app closes the pad on success. A thrown Error's message is shown. */
  onSave(value: SignaturePadValue): Promise<void> | void;
  /** Closes the pad without saving; no Cancel button without it. */
  onCancel?(): void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
  /** The name the "Signed by" field starts from (the customer's, say). */
  signedBy?: string;
  className?: string;
}

// The pad's code (canvas drawing, pointer handling, PNG export) is its own chunk, loaded when a
// pad is first shown: the job page shows none until a signature is asked for.
const SignaturePadImpl = lazy(() => import('./SignaturePadImpl'));

/** Starts loading the pad's code ahead of showing it (on a press of "Get signature", say). */
export const preloadSignaturePad = (): Promise<unknown> => import('./SignaturePadImpl');

/**
 * A signature pad: the customer signs in a box with a finger, a pen or the mouse (pointer events),
 * "Clear" starts again, "Signed by" names them, Save hands over a PNG. Keyboard users sign by
 * typing the name ("Sign by typing"): the typed name, drawn in a script face, is the signature.
 * Its code loads on first render; until then a frame of the same height stands in.
 */
export function SignaturePad(props: SignaturePadProps) {
  return (
    <Suspense
      fallback={
        <div
          className={props.className ? `${styles.root} ${props.className}` : styles.root}
          aria-busy="true"
        >
          <div className={styles.loading}>Loading the signature pad…</div>
        </div>
      }
    >
      <SignaturePadImpl {...props} />
    </Suspense>
  );
}
