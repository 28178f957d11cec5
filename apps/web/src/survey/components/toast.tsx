import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

type Kind = 'success' | 'error' | 'info';
const Context = createContext<(text: string, kind?: Kind) => void>(() => {});

/** A one-line message at the top for 2.5 s (success, error), read out by screen readers. */
export function ToastHost({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ text: string; kind: Kind; id: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((text: string, kind: Kind = 'info') => {
    clearTimeout(timer.current);
    setToast({ text, kind, id: Date.now() });
    timer.current = setTimeout(() => setToast(null), 2500);
  }, []);
  return (
    <Context.Provider value={show}>
      {children}
      <div className="sv-toast-area" aria-live="polite">
        {toast ? (
          <div key={toast.id} className={`sv-toast sv-toast--${toast.kind}`} role="status">
            {toast.text}
          </div>
        ) : null}
      </div>
    </Context.Provider>
  );
}

export const useToast = () => useContext(Context);
