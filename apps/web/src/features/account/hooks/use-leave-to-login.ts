import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { endSession } from '../../../lib/end-session';

/** Forgets the session and its tabs here and goes to /login. */
export function useLeaveToLogin(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    endSession(queryClient);
    void navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
