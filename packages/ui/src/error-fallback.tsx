export interface ErrorFallbackProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
}

/** antd's primary button at its default size and colour, drawn without antd (see below). */
const RETRY_STYLE = {
  height: 32,
  padding: '0 15px',
  border: 0,
  borderRadius: 6,
  background: '#1677ff',
  color: '#fff',
  fontSize: 14,
  fontFamily: 'inherit',
  cursor: 'pointer',
  boxShadow: '0 2px 0 rgba(5, 145, 255, 0.1)',
} as const;

/**
 * What a failed page or section shows. Plain elements, the button too, because the root error boundary sits in the
 * first-load bundle of every page: with antd's Button it brought antd's style engine and theme to /login's first
 * paint, which has no other antd part (issue 23).
 */
export function ErrorFallback({ title = '页面加载失败', description = '请检查网络后重试', onRetry }: ErrorFallbackProps) {
  return (
    <div role="alert" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <h4 style={{ margin: '0 0 8px', fontSize: 18, fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>{title}</h4>
      <p style={{ margin: '0 0 16px', color: 'rgba(0,0,0,0.45)' }}>{description}</p>
      {onRetry && (
        <button type="button" style={RETRY_STYLE} onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}
