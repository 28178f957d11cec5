import { useState, type DragEvent, type KeyboardEvent } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { check } from '@zhuyun/contracts';
import { DRAG_MIME, parsePayload, type DragPayload, type Place } from './designer-model';

interface Props {
  definition: check.FormDefinition;
  selected: Place | null;
  onSelect: (at: Place) => void;
  onDrop: (payload: DragPayload, to: Place) => void;
  onStep: (at: Place, step: -1 | 1) => void;
  onRemove: (at: Place) => void;
  onRenameSection: (index: number, title: string) => void;
  onRemoveSection: (index: number) => void;
}

const payloadOf = (e: DragEvent) => parsePayload(e.dataTransfer.getData(DRAG_MIME) || e.dataTransfer.getData('text/plain'));

/**
 * The designer's sections: drop targets for palette fields and moved fields (native HTML5 drag and drop), each field
 * selectable, and movable with its ↑ ↓ buttons or Alt+↑/↓ when focused (the keyboard's way, no mouse needed).
 */
export function DesignerCanvas(p: Props) {
  const [over, setOver] = useState<string | null>(null);
  const allow = (id: string) => (e: DragEvent) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setOver(id);
  };
  const drop = (to: Place) => (e: DragEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setOver(null);
    const payload = payloadOf(e);
    if (payload) p.onDrop(payload, to);
  };
  const keys = (at: Place) => (e: KeyboardEvent) => {
    if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      p.onStep(at, e.key === 'ArrowUp' ? -1 : 1);
    } else if (e.key === 'Delete') p.onRemove(at);
  };
  return (
    <div onDragLeave={() => setOver(null)}>
      {p.definition.sections.map((section, si) => (
        <section
          key={section.key}
          aria-label={`分组 ${section.title}`}
          data-index={si}
          onDragOver={allow(`s${si}`)}
          onDrop={drop({ section: si, field: section.fields.length })}
          style={{ border: `1px dashed ${over === `s${si}` ? '#1677ff' : '#d9d9d9'}`, borderRadius: 6, padding: 12, marginBottom: 12, background: '#fff' }}
        >
          <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
            <Input aria-label="分组名称" value={section.title} maxLength={100} onChange={(e) => p.onRenameSection(si, e.target.value)} style={{ fontWeight: 600 }} />
            <Button danger disabled={p.definition.sections.length === 1} onClick={() => p.onRemoveSection(si)}>
              删除分组
            </Button>
          </div>
          {section.fields.length === 0 ? <div style={{ color: '#999', padding: 16, textAlign: 'center' }}>把左侧字段拖到这里，或选中本分组后点击字段</div> : null}
          {section.fields.map((field, fi) => {
            const at = { section: si, field: fi };
            const chosen = p.selected?.section === si && p.selected.field === fi;
            return (
              <div
                key={field.key}
                role="button"
                tabIndex={0}
                aria-label={`字段 ${field.label}`}
                aria-pressed={chosen}
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.setData(DRAG_MIME, JSON.stringify({ kind: 'move', from: at }));
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={allow(`f${si}-${fi}`)}
                onDrop={drop(at)}
                onClick={() => p.onSelect(at)}
                onKeyDown={(e) => (e.key === 'Enter' ? p.onSelect(at) : keys(at)(e))}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '8px 10px',
                  marginBottom: 6,
                  borderRadius: 6,
                  cursor: 'grab',
                  border: `1px solid ${chosen ? '#1677ff' : '#f0f0f0'}`,
                  borderTop: over === `f${si}-${fi}` ? '3px solid #1677ff' : undefined,
                  background: chosen ? '#e6f4ff' : '#fafafa',
                }}
              >
                <span aria-hidden style={{ color: '#bbb' }}>⋮⋮</span>
                <span style={{ flex: 1 }}>
                  {field.required ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
                  {field.label}
                </span>
                <Tag>{check.FIELD_TYPE_NAMES[field.type]}</Tag>
                <Button size="small" aria-label={`上移 ${field.label}`} disabled={fi === 0} onClick={(e) => (e.stopPropagation(), p.onStep(at, -1))}>
                  ↑
                </Button>
                <Button size="small" aria-label={`下移 ${field.label}`} disabled={fi === section.fields.length - 1} onClick={(e) => (e.stopPropagation(), p.onStep(at, 1))}>
                  ↓
                </Button>
                <Button size="small" danger aria-label={`删除 ${field.label}`} onClick={(e) => (e.stopPropagation(), p.onRemove(at))}>
                  ×
                </Button>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
