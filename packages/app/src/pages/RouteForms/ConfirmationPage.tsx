import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@routebook/ui';

/**
 * confirmation?message=…&back=/path: the confirmation with Yes/No as a page, which does nothing:
 * either answer returns to `back` (a path inside the app) or the previous page.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = params.get('back');
  const leave = () =>
    void (back?.startsWith('/') && !back.startsWith('//') ? navigate(back) : navigate(-1));
  return (
    <ConfirmDialog
      open
      message={params.get('message') ?? 'Are you sure?'}
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={leave}
      onCancel={leave}
    />
  );
}
