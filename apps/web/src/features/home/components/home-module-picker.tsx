import { useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import type { members, ResponseOf, routes } from '@zhuyun/contracts';
import { toast } from '../../../lib/feedback';
import { useSaveUserComponents } from '../api/use-home-modules';

type Module = ResponseOf<typeof routes.getUserComponents>['list'][number];

/** 设置首页模块: tick the modules to show and move them up or down; saved in that order (a lazy chunk). */
export function HomeModulePicker({ modules, onClose }: { modules: Module[]; onClose: () => void }) {
  const [rows, setRows] = useState(() => modules.map((m) => ({ module_code: m.module_code, module_name: m.module_name, visible: m.visible === 1 })));
  const save = useSaveUserComponents();
  const move = (i: number, by: -1 | 1) =>
    setRows((list) => {
      const next = [...list];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  const submit = () =>
    save.mutate(
      rows.map((r) => ({ module_code: r.module_code as members.HomeModuleCode, visible: r.visible ? 1 : 0 })),
      {
        onSuccess: () => {
          toast.success('保存成功');
          onClose();
        },
      },
    );
  return (
    <Modal open title="设置首页模块" okText="保存" cancelText="取消" confirmLoading={save.isPending} onOk={submit} onCancel={onClose}>
      <p className="home-modules__note">勾选要在首页显示的模块，用“上移”“下移”调整顺序。</p>
      <ol className="home-module-picker">
        {rows.map((r, i) => (
          <li key={r.module_code} className="home-module-picker__row">
            <Checkbox checked={r.visible} onChange={(e) => setRows((list) => list.map((x) => (x.module_code === r.module_code ? { ...x, visible: e.target.checked } : x)))}>
              {r.module_name}
            </Checkbox>
            <span>
              <Button size="small" type="text" disabled={i === 0} aria-label={`上移${r.module_name}`} onClick={() => move(i, -1)}>
                上移
              </Button>
              <Button size="small" type="text" disabled={i === rows.length - 1} aria-label={`下移${r.module_name}`} onClick={() => move(i, 1)}>
                下移
              </Button>
            </span>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
