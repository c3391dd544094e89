import { useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Alert, Button } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

/** The staff's upload call (api/routes/admin/uploads.ts). */
const uploadAction = '/api/admin/files';

interface UploadProps {
  /** What the file is for: one of a media's files, its cover, or a file on its own. */
  usage: 'fichier' | 'couverture' | 'libre';
  mediaId?: number;
  /** The page a plain form (without JavaScript) comes back to. */
  retour: string;
  /** The file picker's types (a hint only: the server reads the type from the bytes). */
  accept: string;
  label: string;
  hint?: string;
  /** Offer a name for the file (its file name otherwise). */
  withName?: boolean;
}

type State =
  | { step: 'idle' }
  | { step: 'sending'; sent: number; total: number }
  | { step: 'done'; message: string }
  | { step: 'failed'; message: string };

/**
 * A file sent to the file store, with its progress: with JavaScript, by XMLHttpRequest (the only browser call that
 * reports an upload's progress) and the page's data reloaded after; without, as a plain multipart form that the
 * server sends back to `retour`. Usable by any staff page.
 */
export function Upload({ usage, mediaId, retour, accept, label, hint, withName }: UploadProps) {
  const { t } = useT('admin');
  const id = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const request = useRef<XMLHttpRequest | null>(null);
  const { revalidate } = useRevalidator();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('fichier');
    if (!(file instanceof File) || file.size === 0) {
      setState({ step: 'failed', message: t('upload.choose') });
      return;
    }
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open('POST', uploadAction);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setState({ step: 'sending', sent: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      request.current = null;
      const body = xhr.response as {
        data?: { message: string };
        fields?: { fichier?: string };
        message?: string;
      } | null;
      if (xhr.status === 201 && body?.data) {
        setState({ step: 'done', message: body.data.message });
        form.reset();
        void revalidate();
      } else {
        setState({ step: 'failed', message: body?.fields?.fichier ?? body?.message ?? t('upload.failed') });
      }
    };
    xhr.onerror = () => {
      request.current = null;
      setState({ step: 'failed', message: t('upload.failed') });
    };
    xhr.onabort = () => setState({ step: 'idle' });
    setState({ step: 'sending', sent: 0, total: file.size });
    xhr.send(data);
  }

  const percent = state.step === 'sending' && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  return (
    <form
      method="post"
      action={uploadAction}
      encType="multipart/form-data"
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-md border border-line p-4"
    >
      {/* Fields first: the server reads them before the file's bytes. */}
      <input type="hidden" name="usage" value={usage} />
      {mediaId !== undefined && <input type="hidden" name="mediaId" value={mediaId} />}
      <input type="hidden" name="retour" value={retour} />
      {withName && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-nom`} className="font-semibold">
            {t('upload.name')}
          </label>
          <input id={`${id}-nom`} name="nom" maxLength={200} className="rounded-md border border-line px-3 py-2" />
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-fichier`} className="font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
        <input
          id={`${id}-fichier`}
          type="file"
          name="fichier"
          accept={accept}
          required
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="max-w-full"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" busy={state.step === 'sending'}>
          {t('upload.send')}
        </Button>
        {state.step === 'sending' && (
          <button type="button" className="underline" onClick={() => request.current?.abort()}>
            {t('upload.cancel')}
          </button>
        )}
      </div>
      {state.step === 'sending' && (
        <div className="flex items-center gap-3">
          <progress max={100} value={percent} aria-labelledby={`${id}-progress`} className="h-3 w-full max-w-xs" />
          <span id={`${id}-progress`}>{t('upload.progress', { percent })}</span>
        </div>
      )}
      <div aria-live="polite">
        {state.step === 'done' && <Alert tone="success">{state.message}</Alert>}
        {state.step === 'failed' && <Alert tone="error">{state.message}</Alert>}
      </div>
    </form>
  );
}
