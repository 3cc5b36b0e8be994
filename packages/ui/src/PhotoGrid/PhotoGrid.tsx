import { memo, useId, useRef, type ReactNode } from 'react';
import { messages } from '@routebook/schema';

import { Button } from '../Button';
import { PendingMark } from '../PendingMark';
import type { RenderLinkProps } from '../SideMenu';
import { useUploadUrl } from '../UploadUrl';
import styles from './PhotoGrid.module.css';

/** A job's photo. */
export interface PhotoGridPhoto {
  id: string;
  url: string;
  /** A note about the photo; its alt text when set. */
  notes: string | null;
  /** When it was taken (ISO 8601). */
  photoDate: string | null;
}

/**
 * A photo on its way up, waiting for the network, or one whose upload failed (kept until retried
 * or discarded).
 */
export interface PhotoGridUpload {
  /** The app's own id for it. */
  localId: string;
  fileName: string;
  /** A local preview (an object URL of the picked file). */
  previewUrl?: string;
  /** 0..1; absent while the progress is not known (the bar then shows activity only). */
  progress?: number;
  /** Why it failed; set once it has. */
  error?: string;
  /**
   * False when the server refused the file itself (not an image, too large): sending it again
   * cannot work, so only Discard is offered. Retry is offered otherwise.
   */
  retryable?: boolean;
  /**
   * No network: the photo is kept on the device and uploads once back online. Shown as
   * "Waiting for network" with a PendingMark instead of a progress bar, with Discard. Ignored once
   * `error` is set.
   */
  waiting?: boolean;
}

export interface PhotoGridProps {
  photos: readonly PhotoGridPhoto[];
  /** Shown first: in progress or failed. */
  uploads?: readonly PhotoGridUpload[];
  /** Whether each photo offers Delete. */
  editable: boolean;
  /** The photo-view page of a photo. */
  photoHref(photoId: string): string;
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  /** The files picked or taken with the camera (several at once allowed). */
  onPickFiles(files: File[]): void;
  onRetry(localId: string): void;
  onDiscard(localId: string): void;
  onDelete?(photo: PhotoGridPhoto): void;
  /** When set, Add photo is disabled and this says why. */
  disabledReason?: string;
  className?: string;
}

/** A photo's alt text: its note, or "Photo <n>" (n counts from 1 in the grid's order). */
export function photoAlt(photo: PhotoGridPhoto, index: number): string {
  return photo.notes?.trim() || `Photo ${index + 1}`;
}

const percent = (progress: number) => Math.round(Math.min(1, Math.max(0, progress)) * 100);

/**
 * A job's photos as square thumbnails, each linking to its photo-view page; uploads in progress
 * (with a progress bar), waiting for the network (kept on the device) or failed (with why, Retry
 * and Discard) come first, so that no photo is ever silently lost. Add photo opens the camera on
 * phones, or the file picker.
 */
export function PhotoGrid({
  photos,
  uploads = [],
  editable,
  photoHref,
  renderLink,
  onPickFiles,
  onRetry,
  onDiscard,
  onDelete,
  disabledReason,
  className,
}: PhotoGridProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const reasonId = useId();
  const disabled = disabledReason !== undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.add}>
        <Button
          variant="secondary"
          className={styles.addButton}
          disabled={disabled}
          aria-describedby={disabled ? reasonId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          Add photo
        </Button>
        {disabled && (
          <p id={reasonId} className={styles.reason}>
            {disabledReason}
          </p>
        )}
        {/* Opened by the button above; out of the tab order and of the accessibility tree. */}
        <input
          ref={inputRef}
          className={styles.input}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          disabled={disabled}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared so that picking the same file again is a change too.
            event.currentTarget.value = '';
            if (files.length > 0) onPickFiles(files);
          }}
        />
      </div>
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label="Uploads">
          {uploads.map((upload) => (
            <UploadRow
              key={upload.localId}
              upload={upload}
              onRetry={onRetry}
              onDiscard={onDiscard}
            />
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul className={styles.grid}>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              alt={photoAlt(photo, index)}
              href={photoHref(photo.id)}
              renderLink={renderLink}
              onDelete={editable ? onDelete : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface PhotoTileProps {
  photo: PhotoGridPhoto;
  alt: string;
  href: string;
  renderLink(props: RenderLinkProps): ReactNode;
  onDelete?(photo: PhotoGridPhoto): void;
}

const PhotoTile = memo(function PhotoTile({
  photo,
  alt,
  href,
  renderLink,
  onDelete,
}: PhotoTileProps) {
  const src = useUploadUrl()(photo.url);
  return (
    <li className={styles.tile}>
      {renderLink({
        to: href,
        className: styles.link,
        children: <img className={styles.image} src={src} alt={alt} loading="lazy" />,
      })}
      {onDelete && (
        <button type="button" className={styles.delete} onClick={() => onDelete(photo)}>
          <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M2.5 4.5h11M6.5 4.5V2.75h3V4.5M4 4.5l.75 9h6.5l.75-9M6.75 7v4.5M9.25 7v4.5" />
          </svg>
          <span className={styles.visuallyHidden}>Delete {alt}</span>
        </button>
      )}
    </li>
  );
});

interface UploadRowProps {
  upload: PhotoGridUpload;
  onRetry(localId: string): void;
  onDiscard(localId: string): void;
}

/**
 * An upload: its preview and file name, then its progress, or that it waits for the network, or
 * why it failed and what to do.
 */
const UploadRow = memo(function UploadRow({ upload, onRetry, onDiscard }: UploadRowProps) {
  const { localId, fileName, previewUrl, progress, error, retryable = true, waiting } = upload;
  const failed = error !== undefined;
  return (
    <li
      className={styles.upload}
      data-failed={failed || undefined}
      data-waiting={(!failed && waiting) || undefined}
    >
      <div className={styles.preview}>
        {previewUrl && <img className={styles.image} src={previewUrl} alt="" />}
      </div>
      <div className={styles.uploadBody}>
        <p className={styles.fileName}>{fileName}</p>
        {failed ? (
          <>
            <p className={styles.error} role="alert">
              {error}
            </p>
            <div className={styles.uploadActions}>
              {retryable && (
                <Button variant="primary" onClick={() => onRetry(localId)}>
                  Retry<span className={styles.visuallyHidden}> {fileName}</span>
                </Button>
              )}
              <Button
                variant={retryable ? 'secondary' : 'primary'}
                onClick={() => onDiscard(localId)}
              >
                Discard<span className={styles.visuallyHidden}> {fileName}</span>
              </Button>
            </div>
          </>
        ) : waiting ? (
          <>
            <p className={styles.waiting}>
              Waiting for network <PendingMark />
            </p>
            <p className={styles.waitingNote}>{messages.photoWaitingForNetwork}</p>
            <div className={styles.uploadActions}>
              <Button variant="secondary" onClick={() => onDiscard(localId)}>
                Discard<span className={styles.visuallyHidden}> {fileName}</span>
              </Button>
            </div>
          </>
        ) : (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={`Uploading ${fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress === undefined ? undefined : percent(progress)}
          >
            <div
              className={styles.progressValue}
              data-indeterminate={progress === undefined || undefined}
              style={progress === undefined ? undefined : { width: `${percent(progress)}%` }}
            />
          </div>
        )}
      </div>
    </li>
  );
});
