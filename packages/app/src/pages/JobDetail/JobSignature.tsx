import { useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button, JobSection, SignatureFigure, SignaturePad, useToast } from '@routebook/ui';
import { messages } from '@routebook/schema';
import type { JobSignature_job$key } from './__generated__/JobSignature_job.graphql';
import { useFieldChange, useOutboxActions, useOutboxState } from '../../offline/outbox/useOutbox';
import styles from './JobSignature.module.css';

/** An object URL of a kept image, revoked when it changes or the section goes. */
function useObjectUrl(image: Blob | null): string | undefined {
  const url = useMemo(() => (image ? URL.createObjectURL(image) : undefined), [image]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The customer's signature, once the work is under way or done: "Get signature" opens
 * the pad (its code loads then). The PNG goes through the outbox as a photo does, so a signature
 * taken without signal is kept on the device until the server has it, and shown meanwhile.
 */
export function JobSignature({ job }: { job: JobSignature_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobSignature_job on Job {
        id
        status
        signature {
          url
          signedBy
          signedAt
        }
        reportLink {
          __typename
        }
      }
    `,
    job,
  );
  const [send] = useFieldChange();
  const outbox = useOutboxState();
  const { dismiss } = useOutboxActions();
  const { show } = useToast();
  const [padOpen, setPadOpen] = useState(false);
  const kept = outbox.signatures.filter((signature) => signature.jobId === data.id).at(-1) ?? null;
  const previewUrl = useObjectUrl(kept?.image ?? null);

  const underWay = data.status === 'inprogress' || data.status === 'complete';
  if (!underWay && !data.signature && !kept && !padOpen) return null;

  const signed = Boolean(data.signature || kept);
  // Once the report is shared the customer has seen this signature: the server keeps it.
  const final = Boolean(data.signature && data.reportLink);
  const waiting = outbox.retryAt !== null || outbox.needsLogin;
  return (
    <JobSection
      title="Customer signature"
      count={signed ? 1 : 0}
      empty="Not signed yet."
      action={
        padOpen || final
          ? undefined
          : { label: signed ? 'Sign again' : 'Get signature', onClick: () => setPadOpen(true) }
      }
    >
      {kept?.refused != null ? (
        <div className={styles.refused}>
          <p className={styles.error} role="alert">
            The signature was not saved: {kept.refused}
          </p>
          <Button variant="secondary" onClick={() => dismiss(kept.key)}>
            Discard signature
          </Button>
        </div>
      ) : kept ? (
        <>
          <SignatureFigure
            previewUrl={previewUrl}
            signedBy={kept.signedBy}
            signedAt={kept.signedAt}
            pending
          />
          {waiting && <p className={styles.note}>{messages.photoWaitingForNetwork}</p>}
        </>
      ) : (
        data.signature && (
          <SignatureFigure
            url={data.signature.url}
            signedBy={data.signature.signedBy}
            signedAt={data.signature.signedAt}
          />
        )
      )}
      {padOpen && (
        <SignaturePad
          onCancel={() => setPadOpen(false)}
          onSave={async ({ image, signedBy, signedAt }) => {
            const outcome = await send({
              kind: 'saveJobSignature',
              jobId: data.id,
              signature: { image, signedBy, signedAt },
            });
            setPadOpen(false);
            show(outcome === 'saved' ? 'Signature saved.' : 'Signature kept on this device.', {
              tone: 'success',
            });
          }}
        />
      )}
    </JobSection>
  );
}
