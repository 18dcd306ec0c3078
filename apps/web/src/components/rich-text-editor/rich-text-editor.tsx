import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Undo2,
} from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { PROSE } from '@/components/ui/rich-text';
import { cn } from '@/lib/utils';
import type { PickedImage } from './image-picker';
import { safeLinkUrl } from './link-url';

export type RichTextEditorProps = {
  /** The HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The editable area's id (a Field's label points at it). */
  id?: string;
  /** The editable area's accessible name (a label's `for` does not name a content-editable). */
  label: string;
  disabled?: boolean;
  /** The language the text is written in. */
  lang?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Asks for a picture from the media library; none given: no picture button. */
  onPickImage?: () => Promise<PickedImage | null>;
  className?: string;
};

/**
 * The editor's HTML, '' for an empty document (so "required" reads as it should), without the
 * empty paragraph kept after a last heading or list to type on.
 */
const htmlOf = (editor: Editor) =>
  editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');

/** What the toolbar shows: which marks and blocks are on, and what can be undone. */
const toolbarState = ({ editor }: { editor: Editor }) => ({
  h2: editor.isActive('heading', { level: 2 }),
  h3: editor.isActive('heading', { level: 3 }),
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  link: editor.isActive('link'),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  blockquote: editor.isActive('blockquote'),
  code: editor.isActive('code'),
  codeBlock: editor.isActive('codeBlock'),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
});

/**
 * A WYSIWYG editor of rich text (Tiptap): headings, bold and italic, links, lists, quotes,
 * code and pictures from the media library, with their usual keyboard shortcuts. It writes the
 * HTML the server's allow-list keeps. Loaded only by the back office (see `index.tsx`).
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  id,
  label,
  disabled = false,
  lang,
  onPickImage,
  className,
  ...aria
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const openLink = useRef(() => {});
  openLink.current = () => setLinkOpen(true);
  /** The HTML last sent up, to tell the form's own changes (a reset) from the editor's. */
  const emitted = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({
        openOnClick: false,
        // Typing after a link does not lengthen it.
        autolink: false,
        defaultProtocol: 'https',
        HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        isAllowedUri: (url) => safeLinkUrl(url) !== null,
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id && { id }),
        ...(lang && { lang }),
        class: cn(PROSE, 'min-h-40 px-3 py-2 text-sm leading-6 outline-none'),
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: changed }) => {
      emitted.current = htmlOf(changed);
      callbacks.current.onChange(emitted.current);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // A value set from outside (the form reset, "Copy English") replaces the document.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);
  // The ARIA state changes with validation: kept on the editable area (once it is mounted).
  useEffect(() => {
    if (!editor) return;
    const apply = () => {
      const element = editor.view.dom;
      for (const [name, state] of Object.entries({
        'aria-invalid': aria['aria-invalid'] ? 'true' : undefined,
        'aria-describedby': aria['aria-describedby'],
      })) {
        if (state) element.setAttribute(name, state);
        else element.removeAttribute(name);
      }
    };
    try {
      apply();
    } catch {
      // Not mounted yet: done when it is.
    }
    editor.on('mount', apply);
    return () => void editor.off('mount', apply);
  }, [editor, aria['aria-invalid'], aria['aria-describedby']]);

  // Once the link bar closes (its input had the focus), writing goes on in the text.
  const refocus = useRef(false);
  useEffect(() => {
    if (linkOpen || !refocus.current || !editor) return;
    refocus.current = false;
    editor.commands.focus();
  }, [editor, linkOpen]);
  const closeLink = () => {
    refocus.current = true;
    setLinkOpen(false);
  };

  const state = useEditorState({ editor, selector: toolbarState });
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  const pickImage = async () => {
    const image = await onPickImage?.();
    if (!image) return void editor.commands.focus();
    chain()
      .setImage({ src: image.url, alt: image.alt, width: image.width, height: image.height })
      .run();
  };

  /** One toolbar button: its label read out, its state pressed or not, its shortcut. */
  const tool = (
    name: string,
    Icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>,
    run: () => void,
    options: { pressed?: boolean; shortcut?: string; enabled?: boolean } = {},
  ) => {
    const text = t(`manager.richText.${name}`);
    return (
      <Button
        key={name}
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 aria-pressed:bg-brand-500/15 aria-pressed:text-brand-700 dark:aria-pressed:bg-brand-500/25 dark:aria-pressed:text-brand-100"
        aria-label={text}
        title={options.shortcut ? `${text} (${options.shortcut})` : text}
        aria-keyshortcuts={options.shortcut?.replace('Mod', 'Control')}
        {...(options.pressed !== undefined && { 'aria-pressed': options.pressed })}
        disabled={disabled || options.enabled === false}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
        data-testid={`rich-text-${name}`}
      >
        <Icon aria-hidden className="size-4" />
      </Button>
    );
  };
  const separator = (key: string) => (
    <span key={key} aria-hidden className="mx-0.5 h-5 w-px bg-border" />
  );

  return (
    <div
      className={cn(
        fieldClasses,
        'p-0 focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
        aria['aria-invalid'] && 'border-destructive',
        disabled && 'opacity-50',
        className,
      )}
      data-testid="rich-text-editor"
    >
      <div
        role="toolbar"
        aria-label={t('manager.richText.toolbar')}
        aria-controls={id}
        className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1"
      >
        {tool('heading2', Heading2, () => chain().toggleHeading({ level: 2 }).run(), {
          pressed: state.h2,
          shortcut: 'Mod+Alt+2',
        })}
        {tool('heading3', Heading3, () => chain().toggleHeading({ level: 3 }).run(), {
          pressed: state.h3,
          shortcut: 'Mod+Alt+3',
        })}
        {separator('s1')}
        {tool('bold', Bold, () => chain().toggleBold().run(), {
          pressed: state.bold,
          shortcut: 'Mod+B',
        })}
        {tool('italic', Italic, () => chain().toggleItalic().run(), {
          pressed: state.italic,
          shortcut: 'Mod+I',
        })}
        {tool('link', Link2, () => setLinkOpen((open) => !open), {
          pressed: state.link,
          shortcut: 'Mod+K',
        })}
        {separator('s2')}
        {tool('bulletList', List, () => chain().toggleBulletList().run(), {
          pressed: state.bulletList,
          shortcut: 'Mod+Shift+8',
        })}
        {tool('orderedList', ListOrdered, () => chain().toggleOrderedList().run(), {
          pressed: state.orderedList,
          shortcut: 'Mod+Shift+7',
        })}
        {tool('quote', Quote, () => chain().toggleBlockquote().run(), {
          pressed: state.blockquote,
          shortcut: 'Mod+Shift+B',
        })}
        {tool('code', Code, () => chain().toggleCode().run(), {
          pressed: state.code,
          shortcut: 'Mod+E',
        })}
        {tool('codeBlock', SquareCode, () => chain().toggleCodeBlock().run(), {
          pressed: state.codeBlock,
          shortcut: 'Mod+Alt+C',
        })}
        {onPickImage && tool('image', ImagePlus, () => void pickImage())}
        {separator('s3')}
        {tool('undo', Undo2, () => chain().undo().run(), {
          enabled: state.canUndo,
          shortcut: 'Mod+Z',
        })}
        {tool('redo', Redo2, () => chain().redo().run(), {
          enabled: state.canRedo,
          shortcut: 'Mod+Shift+Z',
        })}
      </div>
      {linkOpen && (
        <LinkBar
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          hasLink={state.link}
          onApply={(href) => {
            const range = chain().extendMarkRange('link');
            if (editor.state.selection.empty && !state.link) {
              range
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                // What is typed next is not part of the link.
                .unsetMark('link')
                .run();
            } else {
              range.setLink({ href }).run();
            }
            closeLink();
          }}
          onRemove={() => {
            chain().extendMarkRange('link').unsetLink().run();
            closeLink();
          }}
          onClose={closeLink}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * The link's address, typed below the toolbar: Enter applies it (when it is a safe address),
 * Escape closes. Not a form of its own: it sits inside the dialog's form.
 */
function LinkBar({
  initial,
  hasLink,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const href = safeLinkUrl(typed);
    if (!href) return setInvalid(true);
    onApply(href);
  };
  return (
    <div
      role="group"
      aria-label={t('manager.richText.linkTitle')}
      className="grid gap-1.5 border-b bg-muted/20 p-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="text-xs font-medium">
          {t('manager.richText.linkUrl')}
        </label>
        <Input
          id={inputId}
          autoFocus
          value={typed}
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com"
          className="h-8 min-w-48 flex-1"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          data-testid="rich-text-link-url"
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Not the dialog's form: only the link.
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              onClose();
            }
          }}
        />
        <Button type="button" size="sm" onClick={apply} data-testid="rich-text-link-apply">
          {t('manager.richText.linkApply')}
        </Button>
        {hasLink && (
          <Button type="button" size="sm" variant="outline" onClick={onRemove}>
            {t('manager.richText.linkRemove')}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {t('manager.richText.linkCancel')}
        </Button>
      </div>
      {invalid && (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-destructive">
          {t('manager.richText.linkInvalid')}
        </p>
      )}
    </div>
  );
}
