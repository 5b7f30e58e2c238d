'use client';

import { Link } from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import prose from '@/components/prose/course-html.module.css';
import form from '@/components/ui/form.module.css';
import { postStaffJson, type ApiResult } from '@/lib/browser/academy-api';
import { cleanPastedHtml } from '../_lib/pasted-html';
import styles from './rich-text-editor.module.css';

/** Links keep their address and title only: nothing opens a new tab, and the page's sanitizer sets rel. */
const PlainLink = Link.extend({
  addAttributes() {
    return { href: { default: null }, title: { default: null } };
  },
});

/** What the course page's sanitizer keeps: no pictures (none in the kit), no h1 (the page's title), no code blocks (their class). */
const EXTENSIONS = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false, link: false }),
  PlainLink.configure({ openOnClick: false, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null, class: null } }),
];

/** What the Link button accepts: web, mail and phone addresses, the only schemes the page's sanitizer keeps. */
const LINK_ADDRESS = /^(https?:\/\/|mailto:|tel:)\S/i;

/** The editor's HTML as the form holds it: '' when empty, without the trailing paragraph kept for the caret. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));

type Action = {
  key: string;
  label: string;
  glyph: ReactNode;
  /** Runs the command; a message when it could not (a refused link address). */
  run: (editor: Editor) => string | void;
  /** Toggles only: whether the selection has it (aria-pressed). */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

const focused = (editor: Editor) => editor.chain().focus();
const command = (step: (chain: ChainedCommands) => ChainedCommands) => (editor: Editor) => void step(focused(editor)).run();

/** A toolbar toggle named after the mark or node it sets: pressed while the selection has it. */
const toggle = (key: string, label: string, glyph: ReactNode, step: (chain: ChainedCommands) => ChainedCommands): Action =>
  ({ key, label, glyph, run: command(step), active: (editor) => editor.isActive(key) });

const headings = ([2, 3, 4] as const).map((level): Action => ({
  key: `h${level}`,
  label: `Heading ${level}`,
  glyph: `H${level}`,
  run: command((chain) => chain.toggleHeading({ level })),
  active: (editor) => editor.isActive('heading', { level }),
}));

const ACTIONS: Action[] = [
  ...headings,
  toggle('bold', 'Bold', <b>B</b>, (chain) => chain.toggleBold()),
  toggle('italic', 'Italic', <i>I</i>, (chain) => chain.toggleItalic()),
  toggle('underline', 'Underline', <u>U</u>, (chain) => chain.toggleUnderline()),
  toggle('strike', 'Strikethrough', <s>S</s>, (chain) => chain.toggleStrike()),
  toggle('bulletList', 'Bullet list', '• ≡', (chain) => chain.toggleBulletList()),
  toggle('orderedList', 'Numbered list', '1. ≡', (chain) => chain.toggleOrderedList()),
  toggle('blockquote', 'Quote', '“ ”', (chain) => chain.toggleBlockquote()),
  { key: 'link', label: 'Link', glyph: 'Link', run: editLink },
  { key: 'undo', label: 'Undo', glyph: '↶', run: command((chain) => chain.undo()), enabled: (editor) => editor.can().undo() },
  { key: 'redo', label: 'Redo', glyph: '↷', run: command((chain) => chain.redo()), enabled: (editor) => editor.can().redo() },
];

/** Asks for the selection's link address: empty removes the link, a bare caret gets the address as its text. */
function editLink(editor: Editor): string | void {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const answer = window.prompt('Link address (https://…, mailto: or tel:). Leave it empty to remove the link.', current);
  if (answer === null) return;
  const href = answer.trim();
  const chain = focused(editor).extendMarkRange('link');
  if (!href) return void chain.unsetLink().run();
  if (!LINK_ADDRESS.test(href)) return 'A link address must start with https://, http://, mailto: or tel:.';
  if (editor.state.selection.empty && !editor.isActive('link')) {
    return void chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
  }
  chain.setLink({ href }).run();
}

export type RichTextEditorProps = {
  /** The id of the editable area (the form's error summary links to it). */
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
};

/**
 * A course's "what you learn" HTML, edited as formatted text with only what the course page keeps, pastes from
 * Word and Google Docs cleaned, and a preview from the server that shows exactly what the page will.
 */
export function RichTextEditor({ id, value, onChange, labelledBy, describedBy, invalid = false }: RichTextEditorProps) {
  // Stored HTML was often pasted from Word on the old site too: it gets the same cleaning (h1 stays a heading).
  const [initialContent] = useState(() => cleanPastedHtml(value));
  // The last HTML this editor sent or was given: a value that differs from it came from outside.
  const known = useRef(value);
  const [previewing, setPreviewing] = useState(false);
  const editorProps = useMemo(() => ({
    transformPastedHTML: cleanPastedHtml,
    attributes: {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelledBy,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      'aria-invalid': String(invalid),
      class: `${prose.prose} ${styles.content}`,
    },
  }), [id, labelledBy, describedBy, invalid]);
  const editor = useEditor({
    // The server renders no editor: creating it during SSR would mismatch on hydration.
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      known.current = htmlOf(updated);
      onChange(known.current);
    },
  });

  // A value from outside (the form reset) replaces the text without counting as an edit or an undo step.
  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    if (value !== htmlOf(editor)) {
      editor.chain().setMeta('addToHistory', false).setContent(cleanPastedHtml(value), { emitUpdate: false }).run();
    }
  }, [editor, value]);

  return (
    <div className={`${styles.editor} ${invalid ? styles.invalid : ''}`}>
      <div className={styles.bar}>
        {editor && !previewing && <Toolbar editor={editor} controls={id} />}
        <button type="button" className={styles.previewButton} aria-pressed={previewing} onClick={() => setPreviewing(!previewing)}>
          Preview
        </button>
      </div>
      <div hidden={previewing}>
        <EditorContent editor={editor} />
      </div>
      {previewing && <CoursePreview html={value} />}
    </div>
  );
}

/** The formatting buttons: one tab stop, arrow keys move between them (the ARIA toolbar pattern). */
function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [tabStop, setTabStop] = useState(ACTIONS[0]!.key);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(ACTIONS.map((action) => [action.key, {
      pressed: action.active?.(current),
      enabled: action.enabled?.(current) ?? true,
    }])),
  });
  const stop = state[tabStop]?.enabled ? tabStop : ACTIONS[0]!.key;
  return (
    <>
      <div role="toolbar" aria-label="Formatting" aria-controls={controls} className={styles.toolbar} onKeyDown={moveFocus}>
        {ACTIONS.map((action) => (
          <button
            key={action.key}
            type="button"
            className={styles.button}
            aria-label={action.label}
            title={action.label}
            aria-pressed={state[action.key]?.pressed}
            disabled={!state[action.key]?.enabled}
            tabIndex={action.key === stop ? 0 : -1}
            onFocus={() => setTabStop(action.key)}
            onClick={() => setNotice(action.run(editor) ?? null)}
          >
            <span aria-hidden="true">{action.glyph}</span>
          </button>
        ))}
      </div>
      {notice && <p role="alert" className={`${form.error} ${styles.notice}`}>{notice}</p>}
    </>
  );
}

const KEY_MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = KEY_MOVES[event.key];
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (!move || at < 0) return;
  event.preventDefault();
  buttons[move(at, buttons.length)]?.focus();
}

type PreviewAnswer = { html: string };
const PREVIEW_PATH = '/api/staff/catalogue/preview';

/** The HTML after the course page's own sanitizer (on the server), in the page's styling. */
function CoursePreview({ html }: { html: string }) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ html: string; attempt: number; result: ApiResult<PreviewAnswer> } | null>(null);
  useEffect(() => {
    let current = true;
    void postStaffJson<PreviewAnswer>(PREVIEW_PATH, { html }).then((result) => {
      if (current) setAnswer({ html, attempt, result });
    });
    return () => {
      current = false;
    };
  }, [html, attempt]);

  const loading = !answer || answer.html !== html || answer.attempt !== attempt;
  return (
    <div role="region" aria-label="Preview" aria-busy={loading} className={styles.preview}>
      {loading
        ? <p className={styles.status}>Loading the preview…</p>
        : <PreviewResult result={answer.result} retry={() => setAttempt(attempt + 1)} />}
    </div>
  );
}

function PreviewResult({ result, retry }: { result: ApiResult<PreviewAnswer>; retry: () => void }) {
  const html = result.ok ? result.body?.html : undefined;
  if (typeof html === 'string' && !html.trim()) {
    return <p className={styles.status}>Nothing to show: the course page will say the syllabus is coming soon.</p>;
  }
  if (typeof html === 'string') return <div className={prose.prose} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={form.failure}>
      <p role="alert" className={form.error}>
        {result.ok ? 'The preview could not be read. Please try again.' : result.message}
      </p>
      <button type="button" className={form.retry} onClick={retry}>Try again</button>
    </div>
  );
}
