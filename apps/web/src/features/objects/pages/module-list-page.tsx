import { useMemo, useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { isApiError } from '@zhuyun/client';
import { Msg, ResultCode, routes } from '@zhuyun/contracts';
import { ErrorFallback, PageSkeleton, useTableQuery, useSingleFlight } from '@zhuyun/ui';
import { toast } from '../../../lib/feedback';
import { useObjectList, type ObjectQuery } from '../api/object-list';
import { useObjectTree } from '../api/object-tree';
import { useObjectWrite } from '../api/object-write';
import { CategoryFormModal, type CategoryFormMode, type CategoryFormValues } from '../components/category-form-modal';
import { ObjectFormModal, type ObjectFormMode, type ObjectFormValues } from '../components/object-form-modal';
import { ModuleLogDrawer } from '../components/module-log-drawer';
import { ObjectTable } from '../components/object-table';
import { findByNo, parentOptions, toPlaces } from '../components/object-tree-data';
import { PlaceTree } from '../components/place-tree';
import { ObjectText } from '../objects.texts';
import './module-list-page.css';

/**
 * /moduleList (模块列表): the permission objects that menus, templates and grants are made of, and their categories.
 * Reading and writing them take the same object (platform.object_manage), so whoever sees the list may edit it; anyone
 * else is answered 10403 and sees the 403 page.
 */
export function ModuleListPage() {
  const tree = useObjectTree();
  const { query, sortOf, onTableChange, refine } = useTableQuery<ObjectQuery>({ page: 1, per_page: 20 });
  const list = useObjectList(query);
  const writes = {
    createCate: useObjectWrite(routes.createObjectCate),
    updateCate: useObjectWrite(routes.updateObjectCate),
    deleteCate: useObjectWrite(routes.deleteObjectCate),
    createObject: useObjectWrite(routes.createObject),
    updateObject: useObjectWrite(routes.updateObject),
    deleteObject: useObjectWrite(routes.deleteObject),
  };
  const busy = Object.values(writes).some((w) => w.isPending);
  const [cateMode, setCateMode] = useState<CategoryFormMode | null>(null);
  const [objectMode, setObjectMode] = useState<ObjectFormMode | null>(null);
  const [showLogs, setShowLogs] = useState(false);

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const places = useMemo(() => toPlaces(nodes), [nodes]);
  const selected = query.object_no ? findByNo(nodes, query.object_no) : undefined;

  /** Runs a write; success says the server's message and closes what asked for it, a refusal was shown by the client. */
  const run = useSingleFlight(async (write: () => Promise<string>, after?: () => void) => {
    try {
      toast.success(await write());
      after?.();
    } catch {
      // the client's error policy has shown the server's msg
    }
  });

  const submitCategory = (values: CategoryFormValues) => {
    if (!cateMode) return;
    const fields = { object_name: values.object_name, p_object_no: values.p_object_no ?? '', order_no: values.order_no };
    if (cateMode.kind === 'add') void run(() => writes.createCate.mutateAsync({ ...fields, object_no: values.object_no }), () => setCateMode(null));
    else void run(() => writes.updateCate.mutateAsync({ ...fields, object_id: cateMode.node.object_id }), () => setCateMode(null));
  };
  const submitObject = (values: ObjectFormValues) => {
    if (!objectMode) return;
    const fields = { ...values, object_module: values.is_menu === 1 ? values.object_module : '' };
    if (objectMode.kind === 'add') void run(() => writes.createObject.mutateAsync(fields), () => setObjectMode(null));
    else void run(() => writes.updateObject.mutateAsync({ ...fields, object_id: objectMode.row.object_id }), () => setObjectMode(null));
  };
  const deleteCategory = () =>
    selected && run(() => writes.deleteCate.mutateAsync({ object_id: selected.object_id }), () => refine({ object_no: undefined }));

  const forbidden = [tree.error, list.error].some((e) => isApiError(e) && e.code === ResultCode.FORBIDDEN);
  if (forbidden) return <Result status="403" title="403" subTitle={Msg.error403} />;

  const placeTitle = selected ? `${selected.object_name}（${selected.object_no}）` : ObjectText.all;
  return (
    <Card title={ObjectText.title} extra={<Button onClick={() => setShowLogs(true)}>变更记录</Button>}>
      {tree.isPending ? (
        <PageSkeleton rows={8} />
      ) : tree.isError ? (
        <ErrorFallback title={ObjectText.treeFailed} description={tree.error.message} onRetry={() => void tree.refetch()} />
      ) : (
        <div className="module-list">
          <section className="module-list__places" aria-label={ObjectText.treeTitle}>
            <Space wrap style={{ marginBottom: 12 }}>
                <Button onClick={() => setCateMode({ kind: 'add', parentNo: selected?.is_dir === 1 ? selected.object_no : null })}>
                  {selected?.is_dir === 1 ? ObjectText.addChildCategory : ObjectText.addCategory}
                </Button>
                {selected?.is_dir === 1 && (
                  <>
                    <Button onClick={() => setCateMode({ kind: 'edit', node: selected })}>{ObjectText.editCategory}</Button>
                    <Popconfirm title={ObjectText.confirmDeleteCategory(selected.object_name)} okText="确定" cancelText="取消" onConfirm={deleteCategory}>
                      <Button danger>{ObjectText.deleteCategory}</Button>
                    </Popconfirm>
                  </>
                )}
            </Space>
            <PlaceTree places={places} selected={query.object_no ?? null} onSelect={(object_no) => refine({ object_no: object_no ?? undefined })} />
          </section>
          <section className="module-list__objects" aria-label={placeTitle}>
            <div className="module-list__toolbar">
              <strong className="module-list__place">{placeTitle}</strong>
              <Input.Search allowClear placeholder={ObjectText.listSearch} style={{ width: 260 }} onSearch={(v) => refine({ object_name: v.trim() || undefined })} />
              <Button type="primary" onClick={() => (selected ? setObjectMode({ kind: 'add', parentNo: selected.object_no }) : toast.warning(ObjectText.pickParent))}>
                {ObjectText.addObject}
              </Button>
            </div>
            <ObjectTable
              answer={list.data}
              loading={list.isFetching}
              error={list.isError && { title: ObjectText.listFailed, retry: () => void list.refetch() }}
              emptyText={selected ? ObjectText.emptyList : ObjectText.emptyAll}
              sortOf={sortOf}
              onChange={onTableChange}
              onEdit={(row) => setObjectMode({ kind: 'edit', row })}
              onDelete={(row) => run(() => writes.deleteObject.mutateAsync({ object_id: row.object_id }))}
            />
          </section>
        </div>
      )}
      <CategoryFormModal mode={cateMode} parents={parentOptions(places, false, cateMode?.kind === 'edit' ? cateMode.node.object_no : undefined)} busy={busy} onCancel={() => setCateMode(null)} onSubmit={submitCategory} />
      <ObjectFormModal mode={objectMode} parents={parentOptions(places, true)} busy={busy} onCancel={() => setObjectMode(null)} onSubmit={submitObject} />
      <ModuleLogDrawer open={showLogs} onClose={() => setShowLogs(false)} />
    </Card>
  );
}
