import Button, { type ButtonProps } from 'antd/es/button';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';

type SubmitButtonProps = Omit<ButtonProps, 'loading' | 'htmlType' | 'type' | 'icon'> & { pending: boolean };

/**
 * The sign-in forms' submit button. Not antd's `loading`: it animates the spinner out and waits for a transitionend
 * with no deadline, and where that never comes (a background tab, headless Chromium after a refused login) the
 * spinner stays in its leave motion and names the button "loading 登 录" to assistive technology. Here the spinner
 * is present only while pending, hidden from the accessibility tree, and the pending state is aria-busy; a second
 * submit while pending is ignored.
 */
export function SubmitButton({ pending, className, onClick, children, ...props }: SubmitButtonProps) {
  return (
    <Button
      {...props}
      type="primary"
      htmlType="submit"
      className={pending ? `submit-button--pending ${className ?? ''}`.trim() : className}
      aria-busy={pending || undefined}
      icon={pending ? <LoadingOutlined aria-hidden /> : undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {children}
    </Button>
  );
}
