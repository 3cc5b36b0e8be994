import { graphql, useFragment } from 'react-relay/hooks';
import { fieldDayMessages, mayReportCantAccess } from '@routebook/schema';
import { CantAccessModal, useToast, type CantAccessSubmission } from '@routebook/ui';
import type { CantAccessAction_job$key } from './__generated__/CantAccessAction_job.graphql';
import { useFieldChange } from '../../offline/outbox/useOutbox';
import { tapFields } from './deviceTime';

/**
 * "Can't access" on an open job (the form; JobStatusActions offers the action). The report goes through the outbox like every field
 * action (its photo kept on the device until uploaded) and shows at once (the job cancelled with
 * its reason, marked Pending); `onReported` then offers the next stop, as Complete job does.
 */
export function CantAccessAction({
  job,
  open,
  onOpenChange: setOpen,
  onReported,
}: {
  job: CantAccessAction_job$key;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called once the report was sent or kept to send later. */
  onReported(): void;
}) {
  const data = useFragment(
    graphql`
      fragment CantAccessAction_job on Job {
        id
        status
        company {
          cantAccessReasons
        }
      }
    `,
    job,
  );
  const [send, sending] = useFieldChange();
  const { show } = useToast();

  if (!mayReportCantAccess(data.status) && !open) return null;

  const report = async ({ reason, note, photo }: CantAccessSubmission) => {
    const tap = tapFields(new Date());
    const outcome = await send({
      kind: 'reportCantAccess',
      jobId: data.id,
      variables: {
        jobId: data.id,
        data: {
          reason,
          note: note || null,
          photoUrl: null,
          reportedAt: tap.instant,
          reportedWallClock: tap.wallClock,
        },
      },
      photo: photo
        ? {
            file: photo,
            fileName: photo.name,
            photoDate: new Date(photo.lastModified || Date.now()).toISOString(),
          }
        : null,
    });
    setOpen(false);
    show(
      outcome === 'saved' ? fieldDayMessages.cantAccessRecorded : fieldDayMessages.cantAccessKept,
      { tone: 'success' },
    );
    onReported();
  };

  return (
    <CantAccessModal
      open={open}
      onOpenChange={setOpen}
      reasons={data.company.cantAccessReasons}
      draftKey={`cantAccess:${data.id}`}
      saving={sending}
      onSubmit={report}
    />
  );
}
