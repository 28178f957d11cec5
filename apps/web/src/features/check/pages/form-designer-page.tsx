import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApiClient } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { check, isUuid } from '@zhuyun/contracts';
import { useFormOptions, useFormVersion } from '../api/check-api';
import { DesignerCanvas } from '../components/designer-canvas';
import * as model from '../components/designer-model';
import { FieldProperties } from '../components/field-properties';
import { PageState } from '../components/page-state';

type Definition = check.FormDefinition;

/** The palette: each type drags into a section, or (button or Enter) joins the selected section's end. */
function Palette({ onAdd }: { onAdd: (type: check.FieldType) => void }) {
  return (
    <Card size="small" title="字段" style={{ width: 150, flex: 'none' }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {check.FIELD_TYPES.map((type) => (
          <Button
            key={type}
            block
            draggable
            aria-label={`添加${check.FIELD_TYPE_NAMES[type]}字段`}
            onDragStart={(e) => {
              e.dataTransfer.setData(model.DRAG_MIME, JSON.stringify({ kind: 'new', type }));
              e.dataTransfer.effectAllowed = 'copyMove';
            }}
            onClick={() => onAdd(type)}
          >
            {check.FIELD_TYPE_NAMES[type]}
          </Button>
        ))}
      </Space>
    </Card>
  );
}

/** /configCheckForm?form_id=… (and /editForm): the form designer; 保存 stores the design as the form's next version. */
export function FormDesignerPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const formId = params.get('form_id');
  const forms = useFormOptions();
  const version = useFormVersion(formId && isUuid(formId) ? formId : null);
  const [definition, setDefinition] = useState<Definition>(model.emptyDefinition);
  const [selected, setSelected] = useState<model.Place | null>(null);
  const [sectionIndex, setSectionIndex] = useState(0);

  // A form not designed yet (10002 "尚未设计") starts from one empty section; a designed one from its newest version.
  useEffect(() => {
    setDefinition(version.data ? (version.data.definition as Definition) : model.emptyDefinition());
    setSelected(null);
  }, [version.data, formId]);

  const save = useMutation({
    mutationFn: () => client.call(check.saveFormVersion, { form_id: formId as string, definition: model.forSaving(definition) }),
    onSuccess: (answer) => {
      toast.success(`已保存为 V${answer.version}`);
      void queryClient.invalidateQueries({ queryKey: ['check'] });
    },
  });

  const field = selected ? (definition.sections[selected.section]?.fields[selected.field] ?? null) : null;
  const add = (type: check.FieldType, at?: model.Place) => {
    const section = Math.min(at?.section ?? selected?.section ?? sectionIndex, definition.sections.length - 1);
    const place = at ?? { section, field: definition.sections[section]?.fields.length ?? 0 };
    setDefinition(model.insertField(definition, place, model.newField(definition, type)));
    setSelected(place);
  };
  const problem = check.checkDefinition(model.forSaving(definition));
  const notDesigned = version.error !== null && !version.data;

  return (
    <Card
      title="配置检查表单"
      extra={
        <Space>
          <Select aria-label="选择表单" placeholder="选择表单" value={formId ?? undefined} options={forms} onChange={(v) => setParams({ form_id: v })} style={{ minWidth: 220 }} showSearch={{ optionFilterProp: 'label' }} />
          {version.data ? <Tag color="blue">当前 V{version.data.version}</Tag> : formId ? <Tag>未设计</Tag> : null}
          <Button type="primary" disabled={!formId || Boolean(problem)} loading={save.isPending} title={problem ?? undefined} onClick={() => save.mutate()}>
            保存为新版本
          </Button>
        </Space>
      }
    >
      <PageState
        loading={Boolean(formId) && version.isLoading}
        error={notDesigned ? null : version.error}
        empty={!formId}
        emptyText="请选择要设计的表单"
        retry={() => void version.refetch()}
      >
        {() => (
          <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
            <Palette onAdd={(type) => add(type)} />
            <div style={{ flex: 1, minWidth: 0 }} onFocusCapture={(e) => setSectionIndex(Number((e.target as HTMLElement).closest('section')?.dataset.index ?? sectionIndex))}>
              <DesignerCanvas
                definition={definition}
                selected={selected}
                onSelect={setSelected}
                onDrop={(payload, to) => {
                  if (payload.kind === 'new') return add(payload.type, to);
                  const moved = model.moveField(definition, payload.from, to);
                  setDefinition(moved.definition);
                  setSelected(moved.at);
                }}
                onStep={(at, step) => {
                  const moved = model.stepField(definition, at, step);
                  setDefinition(moved.definition);
                  setSelected(moved.at);
                }}
                onRemove={(at) => (setDefinition(model.removeField(definition, at)), setSelected(null))}
                onRenameSection={(i, title) => setDefinition(model.renameSection(definition, i, title))}
                onRemoveSection={(i) => (setDefinition(model.removeSection(definition, i)), setSelected(null), setSectionIndex(0))}
              />
              <Button block type="dashed" onClick={() => setDefinition(model.addSection(definition))}>
                添加分组
              </Button>
              {problem ? <div style={{ color: '#ff4d4f', marginTop: 8 }}>{problem}</div> : null}
            </div>
            <Card size="small" title="字段设置" style={{ width: 260, flex: 'none' }}>
              <FieldProperties field={field} onChange={(patch) => selected && setDefinition(model.updateField(definition, selected, patch))} />
            </Card>
          </div>
        )}
      </PageState>
    </Card>
  );
}
