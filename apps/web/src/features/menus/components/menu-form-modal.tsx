import { useEffect } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { PERM_CODE_PATTERN, PermMsg, type MenuNode } from '@zhuyun/contracts';
import { MenuText } from '../menus.texts';

export interface MenuFormValues {
  menu_no: string;
  menu_name: string;
  menu_type: number;
  route_url?: string;
  outer_url?: string;
  system_app_no?: string;
  app_domain_name?: string;
  menu_css?: string;
  object_no?: string;
}

export type MenuFormMode = { kind: 'add'; parent: MenuNode } | { kind: 'edit'; node: MenuNode; isGroup: boolean };

interface MenuFormModalProps {
  mode: MenuFormMode | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: MenuFormValues) => void;
}

const text = (v: string | null) => v ?? undefined;

/** Adds a node under a group or directory, or edits one; the rules and messages are the server's. */
export function MenuFormModal({ mode, busy, onCancel, onSubmit }: MenuFormModalProps) {
  const [form] = Form.useForm<MenuFormValues>();
  const type = Form.useWatch('menu_type', form);

  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    if (mode.kind === 'add') form.setFieldsValue({ menu_type: 1 });
    else {
      const n = mode.node;
      form.setFieldsValue({
        menu_no: n.menu_no,
        menu_name: n.menu_name,
        menu_type: n.menu_type,
        route_url: text(n.route_url),
        outer_url: text(n.outer_url),
        system_app_no: text(n.system_app_no),
        app_domain_name: text(n.app_domain_name),
        menu_css: text(n.menu_css),
        object_no: text(n.object_no),
      });
    }
  }, [mode, form]);

  const isGroup = mode?.kind === 'edit' && mode.isGroup;
  return (
    <Modal
      title={mode?.kind === 'add' ? MenuText.addTitle(mode.parent.menu_name) : MenuText.editTitle}
      open={mode !== null}
      okText={MenuText.save}
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() =>
        void form
          .validateFields()
          .then(onSubmit)
          .catch(() => undefined /* the form shows the failed rule */)
      }
      forceRender
    >
      <Form form={form} layout="vertical" name="menu-node">
        <Form.Item
          name="menu_no"
          label={MenuText.menuNo}
          rules={[
            { required: true, whitespace: true, message: PermMsg.menuNoRequired },
            { pattern: PERM_CODE_PATTERN, message: PermMsg.codeInvalid },
          ]}
        >
          <Input disabled={mode?.kind === 'edit'} maxLength={64} />
        </Form.Item>
        <Form.Item
          name="menu_name"
          label={MenuText.menuName}
          rules={[
            { required: true, whitespace: true, message: PermMsg.menuNameRequired },
            { max: 50, message: PermMsg.nameTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="menu_type" label={MenuText.menuType} rules={[{ required: true, message: PermMsg.menuTypeInvalid }]}>
          <Radio.Group disabled={isGroup}>
            {[0, 1, 2].map((v) => (
              <Radio key={v} value={v}>
                {MenuText.types[v]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {type !== 0 && (
          <Form.Item
            name="route_url"
            label={MenuText.routeUrl}
            rules={[
              { required: type === 1, whitespace: true, message: PermMsg.routeRequired },
              { pattern: /^\//, message: PermMsg.routeInvalid },
            ]}
          >
            <Input placeholder="/ProjectList" />
          </Form.Item>
        )}
        {type === 2 && (
          <>
            <Form.Item name="outer_url" label={MenuText.outerUrl} rules={[{ pattern: /^https?:\/\//, message: PermMsg.outerUrlInvalid }]}>
              <Input placeholder="https://" />
            </Form.Item>
            <Form.Item name="system_app_no" label={MenuText.systemAppNo}>
              <Input />
            </Form.Item>
            <Form.Item name="app_domain_name" label={MenuText.appDomainName}>
              <Input />
            </Form.Item>
          </>
        )}
        <Form.Item name="menu_css" label={MenuText.menuCss}>
          <Input />
        </Form.Item>
        <Form.Item name="object_no" label={MenuText.objectNo} extra={MenuText.objectHint}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
