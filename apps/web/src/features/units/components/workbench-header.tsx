import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { UnitsText } from '../units.texts';

interface WorkbenchHeaderProps {
  title: string;
  onBack: () => void;
  children?: ReactNode;
}

/** The header of the unit workbench pages, which sit outside the shell (spec-2 §2.2): back, title, actions. */
export function WorkbenchHeader({ title, onBack, children }: WorkbenchHeaderProps) {
  return (
    <header className="workbench-header">
      <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
        {UnitsText.back}
      </Button>
      <h1 className="workbench-header__title">{title}</h1>
      <div className="workbench-header__extra">{children}</div>
    </header>
  );
}
