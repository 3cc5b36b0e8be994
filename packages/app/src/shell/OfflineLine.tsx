import type { ReactElement } from 'react';
import { OfflineNotice, type OfflineNoticeProps } from '@routebook/ui';

/** The shell's offline line (issue 15), a chunk of its own: Shell.tsx loads it when first shown. */
export default function OfflineLine(props: OfflineNoticeProps): ReactElement | null {
  return <OfflineNotice {...props} />;
}
