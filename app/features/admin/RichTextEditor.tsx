import type { MouseEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useT } from '../../i18n/use-t.ts';

/**
 * Tiptap with the marks and blocks the public pages show (paragraphs, headings, lists, quotes, links, bold, italic).
 * Loaded by RichText only (a chunk of its own).
 */
export default function RichTextEditor({
  html,
  label,
  describedBy,
  invalid,
  onChange,
}: {
  html: string;
  label: string;
  describedBy?: string;
  invalid: boolean;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: html,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-text max-w-none min-h-60 rounded-b-md border-2 border-t-0 border-line bg-white px-3 py-2 text-ink focus:border-brand focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useT('admin');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  // A click keeps the caret in the text: the button takes no focus, so what is typed next goes on where it was.
  // (Given focus, the button hands it back only at the next frame, and the first letters typed were lost.)
  const keepCaret = (event: MouseEvent) => event.preventDefault();
  const buttons: { key: keyof typeof state; run: () => void }[] = [
    { key: 'bold', run: () => chain().toggleBold().run() },
    { key: 'italic', run: () => chain().toggleItalic().run() },
    { key: 'h2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullet', run: () => chain().toggleBulletList().run() },
    { key: 'ordered', run: () => chain().toggleOrderedList().run() },
    { key: 'quote', run: () => chain().toggleBlockquote().run() },
    {
      key: 'link',
      run: () => {
        if (editor.isActive('link')) {
          chain().unsetLink().run();
          return;
        }
        const href = window.prompt(t('richText.linkPrompt'), 'https://');
        if (href && /^(https?:\/\/|mailto:)/i.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
      },
    },
  ];
  return (
    <div
      role="toolbar"
      aria-label={t('richText.toolbar')}
      className="flex flex-wrap gap-1 rounded-t-md border-2 border-line bg-sand p-1"
    >
      {buttons.map((b) => (
        <button
          key={b.key}
          type="button"
          aria-pressed={state[b.key]}
          onMouseDown={keepCaret}
          onClick={b.run}
          className="min-h-9 rounded px-2 text-sm font-semibold text-ink hover:bg-white aria-pressed:bg-brand aria-pressed:text-white"
        >
          {t(`richText.${b.key}`)}
        </button>
      ))}
      <button
        type="button"
        onMouseDown={keepCaret}
        onClick={() => chain().undo().run()}
        className="min-h-9 rounded px-2 text-sm hover:bg-white"
      >
        {t('richText.undo')}
      </button>
      <button
        type="button"
        onMouseDown={keepCaret}
        onClick={() => chain().redo().run()}
        className="min-h-9 rounded px-2 text-sm hover:bg-white"
      >
        {t('richText.redo')}
      </button>
    </div>
  );
}
