'use client';

import { Link } from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
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
  PlainLink.configure({
    openOnClick: false,
    defaultProtocol: 'https',
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
];

/** What the Link button accepts: web, mail and phone addresses, the only schemes the page's sanitizer keeps. */
const LINK_ADDRESS = /^(https?:\/\/|mailto:|tel:)\S/i;

/** The editor's HTML as the form holds it: '' when empty, without the trailing paragraph kept for the caret. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));

type Words = ReturnType<typeof useTranslations<'catalogueRichText'>>;

type Action = {
  key: string;
  /** Its name for screen readers and the tooltip, in the page's language. */
  label: (t: Words) => string;
  glyph: ReactNode | ((t: Words) => ReactNode);
  /** Runs the command; a message when it could not (a refused link address). */
  run: (editor: Editor, t: Words) => string | undefined;
  /** Toggles only: whether the selection has it (aria-pressed). */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

const focused = (editor: Editor) => editor.chain().focus();
const command = (step: (chain: ChainedCommands) => ChainedCommands) => (editor: Editor) =>
  void step(focused(editor)).run();

/** A toolbar toggle named after the mark or node it sets: pressed while the selection has it. */
const toggle = (
  key: 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote',
  glyph: ReactNode,
  step: (chain: ChainedCommands) => ChainedCommands,
): Action => ({ key, label: (t) => t(key), glyph, run: command(step), active: (editor) => editor.isActive(key) });

const headings = ([2, 3, 4] as const).map(
  (level): Action => ({
    key: `h${level}`,
    label: (t) => t('heading', { level }),
    glyph: `H${level}`,
    run: command((chain) => chain.toggleHeading({ level })),
    active: (editor) => editor.isActive('heading', { level }),
  }),
);

/**
 * Lines numbered 1, 2, 3, drawn: as text, the "1." of the glyph would be a visible word missing from the button's
 * name ("Numbered list"), which speech users say to press it (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
const NUMBERED_LIST_ICON = (
  <svg
    viewBox="0 0 16 16"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    focusable="false"
    aria-hidden="true"
  >
    <path d="M6 3.5h9M6 8h9M6 12.5h9" strokeWidth="1.5" />
    <path d="M1.5 2l1-.5v3M1 6.5q1-1 2 0l-2 2.5h2M1 11h1.8l-.9 1.2q1.2 0 1 1-.3 1-1.9.5" strokeWidth="1" />
  </svg>
);

const ACTIONS: Action[] = [
  ...headings,
  toggle('bold', <b>B</b>, (chain) => chain.toggleBold()),
  toggle('italic', <i>I</i>, (chain) => chain.toggleItalic()),
  toggle('underline', <u>U</u>, (chain) => chain.toggleUnderline()),
  toggle('strike', <s>S</s>, (chain) => chain.toggleStrike()),
  toggle('bulletList', '• ≡', (chain) => chain.toggleBulletList()),
  toggle('orderedList', NUMBERED_LIST_ICON, (chain) => chain.toggleOrderedList()),
  toggle('blockquote', '“ ”', (chain) => chain.toggleBlockquote()),
  { key: 'link', label: (t) => t('link'), glyph: (t) => t('linkGlyph'), run: editLink },
  {
    key: 'undo',
    label: (t) => t('undo'),
    glyph: '↶',
    run: command((chain) => chain.undo()),
    enabled: (editor) => editor.can().undo(),
  },
  {
    key: 'redo',
    label: (t) => t('redo'),
    glyph: '↷',
    run: command((chain) => chain.redo()),
    enabled: (editor) => editor.can().redo(),
  },
];

/** Asks for the selection's link address: empty removes the link, a bare caret gets the address as its text. */
function editLink(editor: Editor, t: Words): string | undefined {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const answer = window.prompt(t('linkPrompt'), current);
  if (answer === null) return;
  const href = answer.trim();
  const chain = focused(editor).extendMarkRange('link');
  if (!href) return void chain.unsetLink().run();
  if (!LINK_ADDRESS.test(href)) return t('linkRefused');
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
  /** The language the text is written in (the Hindi version's editor: `hi`), for screen readers and spell checkers. */
  lang?: string;
};

/**
 * A course's "what you learn" HTML, edited as formatted text with only what the course page keeps, pastes from
 * Word and Google Docs cleaned, and a preview from the server that shows exactly what the page will.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  lang,
}: RichTextEditorProps) {
  // Stored HTML was often pasted from Word on the old site too: it gets the same cleaning (h1 stays a heading).
  const [initialContent] = useState(() => cleanPastedHtml(value));
  const t = useTranslations('catalogueRichText');
  // The last HTML this editor sent or was given: a value that differs from it came from outside.
  const known = useRef(value);
  const [previewing, setPreviewing] = useState(false);
  const editorProps = useMemo(
    () => ({
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': String(invalid),
        ...(lang ? { lang } : {}),
        class: `${prose.prose} ${styles.content}`,
      },
    }),
    [id, labelledBy, describedBy, invalid, lang],
  );
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
        <button
          type="button"
          className={styles.previewButton}
          aria-pressed={previewing}
          onClick={() => setPreviewing(!previewing)}
        >
          {t('preview')}
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
  const t = useTranslations('catalogueRichText');
  const [notice, setNotice] = useState<string | null>(null);
  const [tabStop, setTabStop] = useState(ACTIONS[0]!.key);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        ACTIONS.map((action) => [
          action.key,
          {
            pressed: action.active?.(current),
            enabled: action.enabled?.(current) ?? true,
          },
        ]),
      ),
  });
  const stop = state[tabStop]?.enabled ? tabStop : ACTIONS[0]!.key;
  return (
    <>
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        aria-controls={controls}
        className={styles.toolbar}
        onKeyDown={moveFocus}
      >
        {ACTIONS.map((action) => (
          <button
            key={action.key}
            type="button"
            className={styles.button}
            aria-label={action.label(t)}
            title={action.label(t)}
            aria-pressed={state[action.key]?.pressed}
            disabled={!state[action.key]?.enabled}
            tabIndex={action.key === stop ? 0 : -1}
            onFocus={() => setTabStop(action.key)}
            onClick={() => setNotice(action.run(editor, t) ?? null)}
          >
            <span aria-hidden="true">{typeof action.glyph === 'function' ? action.glyph(t) : action.glyph}</span>
          </button>
        ))}
      </div>
      {notice && (
        <p role="alert" className={`${form.error} ${styles.notice}`}>
          {notice}
        </p>
      )}
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
  const t = useTranslations('catalogueRichText');
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ html: string; attempt: number; result: ApiResult<PreviewAnswer> } | null>(
    null,
  );
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
    // biome-ignore lint/a11y/useSemanticElements: a live preview region inside the form, not a section of the document outline
    <div role="region" aria-label={t('previewRegion')} aria-busy={loading} className={styles.preview}>
      {loading ? (
        <p className={styles.status}>{t('loading')}</p>
      ) : (
        <PreviewResult result={answer.result} retry={() => setAttempt(attempt + 1)} />
      )}
    </div>
  );
}

function PreviewResult({ result, retry }: { result: ApiResult<PreviewAnswer>; retry: () => void }) {
  const t = useTranslations('catalogueRichText');
  const say = useSaid();
  const html = result.ok ? result.body?.html : undefined;
  if (typeof html === 'string' && !html.trim()) {
    return <p className={styles.status}>{t('empty')}</p>;
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the preview is the server's sanitize-html output for the pasted HTML
  if (typeof html === 'string') return <div className={prose.prose} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={form.failure}>
      <p role="alert" className={form.error}>
        {result.ok ? t('unreadable') : say(result.message)}
      </p>
      <button type="button" className={form.retry} onClick={retry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
