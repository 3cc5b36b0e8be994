import { Button, Modal, TextField, useToast } from '@routebook/ui';
import styles from './UsersPage.module.css';

export interface Invitation {
  /** The invitee's name, as the list shows it. */
  name: string;
  email: string;
  /** The absolute invite-user?code=… address. */
  link: string;
}

export interface InvitationLinkDialogProps {
  invitation: Invitation | null;
  onClose(): void;
}

/** The server answers with a path; the invitee opens it on this app's address. */
export const absoluteInviteLink = (invitePath: string): string =>
  new URL(invitePath, `${window.location.origin}/`).href;

/**
 * After Invite User: the invitation link, to copy and text to the invitee (the email may not
 * reach them, or they may have none they read on the job).
 */
export function InvitationLinkDialog({ invitation, onClose }: InvitationLinkDialogProps) {
  const { show } = useToast();
  const copy = (link: string) =>
    navigator.clipboard.writeText(link).then(
      () => show('Link copied.', { tone: 'success' }),
      () => show('The link could not be copied. Select it and copy it.', { tone: 'error' }),
    );
  return (
    <Modal
      open={invitation !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Invitation sent"
      size="compact"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
          <Button onClick={() => invitation && void copy(invitation.link)}>Copy link</Button>
        </>
      }
    >
      {invitation && (
        <div className={styles.invitation}>
          <p className={styles.invitationText}>
            We emailed {invitation.name} an invitation at {invitation.email}. You can also text them
            this link:
          </p>
          <TextField
            label="Invitation link"
            name="invitationLink"
            value={invitation.link}
            readOnly
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
    </Modal>
  );
}
