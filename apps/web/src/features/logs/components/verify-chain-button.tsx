import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useVerifyAuditChain } from '../api/audit-api';
import { BreakReasonText, LogsText } from '../logs.texts';

/** The 校验审计链 button and what the check found: intact with its count, or the first broken entry. */
export function VerifyChainButton() {
  const verify = useVerifyAuditChain();
  const answer = verify.data;
  return (
    <span className="log-verify">
      <Button onClick={() => verify.mutate()} loading={verify.isPending}>
        {verify.isPending ? LogsText.verifying : LogsText.verify}
      </Button>
      {answer?.ok && <Alert role="status" type="success" showIcon title={LogsText.intact(answer.checked)} />}
      {answer && !answer.ok && answer.broken && (
        <Alert role="alert" type="error" showIcon title={LogsText.broken(answer.broken.seq, BreakReasonText[answer.broken.reason] ?? answer.broken.reason)} />
      )}
      {verify.isError && <Alert role="alert" type="error" showIcon title={`${LogsText.verifyFailed}：${verify.error.message}`} />}
    </span>
  );
}
