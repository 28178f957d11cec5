import Button from 'antd/es/button';

export interface ErrorFallbackProps {
  title?: string;
  description?: string;
  onRetry?: () => void;
}

/**
 * What a failed page or section shows. Plain elements rather than antd Result or Typography, because the root error
 * boundary sits in the first-load bundle of every page.
 */
export function ErrorFallback({ title = '页面加载失败', description = '请检查网络后重试', onRetry }: ErrorFallbackProps) {
  return (
    <div role="alert" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <h4 style={{ margin: '0 0 8px', fontSize: 18, fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>{title}</h4>
      <p style={{ margin: '0 0 16px', color: 'rgba(0,0,0,0.45)' }}>{description}</p>
      {onRetry && (
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      )}
    </div>
  );
}
