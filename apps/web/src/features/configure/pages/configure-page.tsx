import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { CodeListsPanel } from '../components/code-lists-panel';
import { SystemCodesPanel } from '../components/system-codes-panel';
import { UnitSettingsForm } from '../components/unit-settings-form';

/** /configure (spec-2 §7.3 "Version and code lists"): the unit's code lists, the platform's read-only ones, and the unit's settings. */
export function ConfigurePage() {
  return (
    <Card title="系统配置">
      <Tabs
        destroyOnHidden={false}
        items={[
          { key: 'codes', label: '代码表', children: <CodeListsPanel /> },
          { key: 'system', label: '系统代码', children: <SystemCodesPanel /> },
          { key: 'settings', label: '单位设置', children: <UnitSettingsForm /> },
        ]}
      />
    </Card>
  );
}
