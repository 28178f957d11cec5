import { useEffect, useMemo, useState } from 'react';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Tag from 'antd/es/tag';
import { Msg, MsgWith } from '@zhuyun/contracts';
import { useCompanyBranding } from '../../../lib/branding/get-company-by-domain';
import { toast } from '../../../lib/feedback';
import { readRuntimeConfig } from '../../../lib/runtime-config';
import { platformChoices, type PlatformKey } from '../../../lib/platforms';

/**
 * 切换平台 (spec-2 §2.6): four platforms; the default one (where the user already is) cannot be picked again and
 * confirming it warns 当前…已是默认的平台. Another platform opens at its configured address in a new window.
 */
export function PlatformSwitcherDialog({ open, onClose, urls }: { open: boolean; onClose: () => void; urls?: Record<string, string> }) {
  const { branding } = useCompanyBranding();
  const choices = useMemo(() => platformChoices(branding.platform_name), [branding.platform_name]);
  const addresses = useMemo(() => urls ?? readRuntimeConfig().platformUrls ?? {}, [urls]);
  const [selected, setSelected] = useState<PlatformKey>('public');

  useEffect(() => {
    if (open) setSelected('public');
  }, [open]);

  const confirm = () => {
    const choice = choices.find((c) => c.key === selected);
    if (!choice) return;
    if (choice.isDefault) return toast.warning(MsgWith.alreadyDefaultPlatform(choice.name));
    const url = addresses[choice.key];
    if (!url) return toast.warning(Msg.platformAddressMissing);
    window.open(url, '_blank', 'noopener,noreferrer');
    onClose();
  };

  return (
    <Modal title="切换平台" open={open} onCancel={onClose} onOk={confirm} okText="进入平台" cancelText="取消" width={520} destroyOnHidden>
      <Radio.Group
        className="platform-switcher"
        value={selected}
        onChange={(e) => setSelected(e.target.value as PlatformKey)}
        aria-label="平台"
      >
        {choices.map((c) => (
          <Radio key={c.key} value={c.key} disabled={c.isDefault} className="platform-switcher__choice">
            <span className="platform-switcher__name">{c.name}</span>
            {c.isDefault && <Tag color="blue">默认</Tag>}
            <span className="platform-switcher__description">{c.description}</span>
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}
