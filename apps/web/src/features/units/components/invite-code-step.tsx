import { useEffect, useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { Msg, isInviteCode, normaliseInviteCode } from '@zhuyun/contracts';
import { isApiError } from '@zhuyun/client';
import { useCompanyByInviteCode } from '../api/get-company-by-invite-code';
import { UnitsText } from '../units.texts';

export interface InvitedUnit {
  inviteCode: string;
  companyName: string;
}

interface InviteCodeStepProps {
  initial: InvitedUnit | null;
  /** A code from the link the unit's QR opens (/workbenchMyUnit?invite_code=…): filled in and looked up at once. */
  invitedCode?: string;
  onNext: (unit: InvitedUnit) => void;
  onCancel: () => void;
}

/** Step 1 of joining (spec-1 §4): type the code, 查看 shows the unit's name; 下一步 only once a name is shown. */
export function InviteCodeStep({ initial, invitedCode, onNext, onCancel }: InviteCodeStepProps) {
  const [code, setCode] = useState(initial?.inviteCode ?? invitedCode ?? '');
  const [found, setFound] = useState<InvitedUnit | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const lookup = useCompanyByInviteCode();

  const look = async () => {
    const typed = normaliseInviteCode(code);
    setFound(null);
    if (!typed) return setError(Msg.inviteCodeRequired);
    if (!isInviteCode(typed)) return setError(Msg.inviteCodeInvalid);
    setError(null);
    try {
      const unit = await lookup.mutateAsync(typed);
      setFound({ inviteCode: typed, companyName: unit.company_name });
    } catch (e) {
      setError(isApiError(e) ? e.message : Msg.internal);
    }
  };

  const lookedUp = useRef(false);
  useEffect(() => {
    if (lookedUp.current || initial || !invitedCode) return;
    lookedUp.current = true;
    void look();
    // Once, for the code the link carried; later lookups are the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <Form layout="vertical" onFinish={() => void look()}>
        <Form.Item label={UnitsText.inviteCode} htmlFor="invite-code" validateStatus={error ? 'error' : undefined} help={error}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id="invite-code"
              value={code}
              maxLength={12}
              placeholder={UnitsText.inviteCodePlaceholder}
              onChange={(e) => {
                setCode(e.target.value);
                // A name shown for another code must not let 下一步 through.
                setFound(null);
                setError(null);
              }}
            />
            <Button type="primary" htmlType="submit" loading={lookup.isPending}>
              {UnitsText.look}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {found && <Alert type="success" showIcon title={`${UnitsText.unitName}：${found.companyName}`} />}
      <div className="join-dialog__footer">
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" disabled={!found} onClick={() => found && onNext(found)}>
          {UnitsText.next}
        </Button>
      </div>
    </>
  );
}
