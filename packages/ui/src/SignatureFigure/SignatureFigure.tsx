import { formatDateTime } from '../dateTime';
import { PendingMark } from '../PendingMark';
import { useUploadUrl } from '../UploadUrl';
import styles from './SignatureFigure.module.css';

export interface SignatureFigureProps {
  /** The saved image's upload URL (resolved through UploadUrlProvider). */
  url?: string;
  /** A picture of a signature kept on the device (an object URL), shown as it is. */
  previewUrl?: string;
  signedBy: string;
  /** When they signed (ISO 8601). */
  signedAt: string;
  /** Kept on the device and not yet confirmed by the server. */
  pending?: boolean;
  className?: string;
}

/**
 * A customer's signature: the image on white, then "Signed by <name> · <when>". Never
 * split across printed pages.
 */
export function SignatureFigure({
  url,
  previewUrl,
  signedBy,
  signedAt,
  pending = false,
  className,
}: SignatureFigureProps) {
  const resolve = useUploadUrl();
  const src = previewUrl ?? (url ? resolve(url) : undefined);
  const when = formatDateTime(signedAt);
  return (
    <figure className={className ? `${styles.root} ${className}` : styles.root}>
      {src && <img className={styles.image} src={src} alt={`Signature of ${signedBy}`} />}
      <figcaption className={styles.caption}>
        Signed by {signedBy}
        {when && (
          <>
            {' · '}
            <time dateTime={signedAt}>{when}</time>
          </>
        )}
        {pending && (
          <>
            {' '}
            <PendingMark />
          </>
        )}
      </figcaption>
    </figure>
  );
}
