import { useState } from 'react';
import Modal from 'antd/es/modal';
import Steps from 'antd/es/steps';
import { UnitsText } from '../units.texts';
import { DeptJobStep } from './dept-job-step';
import { InviteCodeStep, type InvitedUnit } from './invite-code-step';

/** 加入组织: invite code, then department and post (spec-1 §4 "Join flow"). */
export function JoinDialog({ open, onClose, invitedCode }: { open: boolean; onClose: () => void; invitedCode?: string }) {
  const [unit, setUnit] = useState<InvitedUnit | null>(null);
  const [step, setStep] = useState(0);
  return (
    <Modal
      title={UnitsText.join}
      open={open}
      onCancel={onClose}
      footer={null}
      width={560}
      destroyOnHidden
      afterClose={() => {
        setUnit(null);
        setStep(0);
      }}
    >
      <Steps size="small" current={step} items={[{ title: '输入邀请码' }, { title: '选择部门和岗位' }]} style={{ marginBottom: 24 }} />
      {step === 0 || !unit ? (
        <InviteCodeStep
          initial={unit}
          invitedCode={invitedCode}
          onCancel={onClose}
          onNext={(found) => {
            setUnit(found);
            setStep(1);
          }}
        />
      ) : (
        <DeptJobStep unit={unit} onBack={() => setStep(0)} onJoined={onClose} />
      )}
    </Modal>
  );
}
