import { BootSpinner } from '../../app/boot-spinner';

/** /loading (spec-2 §2.2): a full page spinner while another piece of the app gets ready. */
export function LoadingPage() {
  return (
    <div style={{ height: '100vh' }}>
      <BootSpinner />
    </div>
  );
}
