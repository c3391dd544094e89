import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ControlProps } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

/** The editor and its library, fetched only when an admin page shows it: no public page carries them. */
const Editor = lazy(() => import('./RichTextEditor.tsx'));

/**
 * The HTML of a media (or any staff text) in a rich-text editor (Tiptap), over a plain textarea that stays the
 * form's field: without JavaScript the textarea is all there is; with it, the editor writes its HTML into the
 * textarea at each change, and a switch shows the HTML itself. The server sanitises whatever arrives.
 */
export function RichText({ label, rows = 12, ...props }: ControlProps & { label: string; rows?: number }) {
  const { t } = useT('admin');
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The editor only once the page runs in a browser (the server's answer and the first render show the textarea).
  const [ready, setReady] = useState(false);
  const [mode, setMode] = useState<'visual' | 'html'>('visual');
  const [html, setHtml] = useState('');
  // The editor starts from what the textarea holds: text typed before the page's scripts ran is kept.
  useEffect(() => {
    setHtml(textarea.current?.value ?? '');
    setReady(true);
  }, []);
  const visual = ready && mode === 'visual';

  function write(value: string) {
    const field = textarea.current;
    if (!field) return;
    field.value = value;
    // Conform (and any listener) learns of the change as if typed.
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  return (
    <div className="mt-1">
      {ready && (
        <div role="group" aria-label={t('richText.mode')} className="mb-2 flex gap-2">
          {(['visual', 'html'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => {
                if (m === 'visual') setHtml(textarea.current?.value ?? '');
                setMode(m);
              }}
              className="rounded-md border-2 border-line px-3 py-1 text-sm font-semibold aria-pressed:border-brand aria-pressed:bg-brand-soft"
            >
              {t(`richText.${m}`)}
            </button>
          ))}
        </div>
      )}
      {visual && (
        <Suspense fallback={<p className="text-sm text-muted">{t('richText.loading')}</p>}>
          <Editor
            html={html}
            label={label}
            describedBy={props['aria-describedby']}
            invalid={props['aria-invalid'] === true}
            onChange={write}
          />
        </Suspense>
      )}
      <textarea
        ref={textarea}
        rows={rows}
        {...props}
        hidden={visual}
        className={`${props.className} font-mono text-sm`}
      />
    </div>
  );
}
