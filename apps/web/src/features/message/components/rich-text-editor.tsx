import { useEffect, useRef } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { styleNonce } from '../../../lib/csp-nonce';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Uploads an image and answers the address to show it at. */
  uploadImage: (file: File) => Promise<string>;
}

type Action = [label: string, title: string, run: (e: Editor) => void, active?: (e: Editor) => boolean];
const ACTIONS: Action[] = [
  ['B', '加粗', (e) => e.chain().focus().toggleBold().run(), (e) => e.isActive('bold')],
  ['I', '斜体', (e) => e.chain().focus().toggleItalic().run(), (e) => e.isActive('italic')],
  ['U', '下划线', (e) => e.chain().focus().toggleUnderline().run(), (e) => e.isActive('underline')],
  ['S', '删除线', (e) => e.chain().focus().toggleStrike().run(), (e) => e.isActive('strike')],
  ['H2', '二级标题', (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), (e) => e.isActive('heading', { level: 2 })],
  ['H3', '三级标题', (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), (e) => e.isActive('heading', { level: 3 })],
  ['• 列表', '无序列表', (e) => e.chain().focus().toggleBulletList().run(), (e) => e.isActive('bulletList')],
  ['1. 列表', '有序列表', (e) => e.chain().focus().toggleOrderedList().run(), (e) => e.isActive('orderedList')],
  ['引用', '引用', (e) => e.chain().focus().toggleBlockquote().run(), (e) => e.isActive('blockquote')],
  ['撤销', '撤销', (e) => e.chain().focus().undo().run()],
  ['重做', '重做', (e) => e.chain().focus().redo().run()],
];

/**
 * The news body editor (tiptap, issue 16 item 2): headings, marks, lists, quotes, links and uploaded images. It is
 * imported only by the editor route's chunk. What it produces is HTML; the server sanitizes it again on save.
 */
export default function RichTextEditor({ value, onChange, uploadImage }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    // tiptap writes its base styles into a <style> element: the page's nonce lets the policy admit it
    // (docs/decisions/019-security-headers.md).
    injectNonce: styleNonce,
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { class: 'rich-text-editor__content', 'aria-label': '正文', role: 'textbox', 'aria-multiline': 'true' } },
  });
  // A body loaded after the editor started (editing an existing item) replaces the empty one.
  useEffect(() => {
    if (editor && value && editor.getHTML() !== value && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const onPick = async (file: File | undefined) => {
    if (!file || !editor) return;
    const src = await uploadImage(file);
    editor.chain().focus().setImage({ src, alt: file.name }).run();
  };

  return (
    <div className="rich-text-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space wrap size={4} style={{ padding: 6, borderBottom: '1px solid #f0f0f0' }}>
        {ACTIONS.map(([label, title, run, active]) => (
          <Tooltip key={title} title={title}>
            <Button size="small" type={editor && active?.(editor) ? 'primary' : 'text'} aria-label={title} onClick={() => editor && run(editor)}>
              {label}
            </Button>
          </Tooltip>
        ))}
        <Button size="small" type="text" aria-label="插入图片" onClick={() => fileInput.current?.click()}>
          图片
        </Button>
        <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={(e) => void onPick(e.target.files?.[0])} />
      </Space>
      <EditorContent editor={editor} style={{ minHeight: 320, padding: '8px 12px' }} />
    </div>
  );
}
