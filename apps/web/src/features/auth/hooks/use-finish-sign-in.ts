import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Msg } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { useSessionStore } from '../../../lib/session-store';
import { endSession } from '../../../lib/end-session';
import { toStoredUserInfo, userInfoQuery } from '../api/get-user-info';
import { toast } from '../../../lib/feedback';

export interface NewSession {
  access_token: string;
  pwd_strong_flag: boolean;
}

/**
 * What every way in shares once a token is issued (login, phone register, register-then-login): keep the token,
 * load and keep userInfo, go to /homepage, then greet — or warn when the password is weak (spec-1 §4).
 */
export function useFinishSignIn(): (session: NewSession) => Promise<boolean> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ access_token, pwd_strong_flag }: NewSession) => {
      useSessionStore.getState().setToken(access_token);
      try {
        const info = await queryClient.fetchQuery(userInfoQuery(client));
        useSessionStore.getState().setUserInfo(toStoredUserInfo(info, access_token));
      } catch {
        // The client's error policy has already told the person why; a half-open session must not linger.
        endSession(queryClient);
        return false;
      }
      void navigate('/homepage', { replace: true });
      if (pwd_strong_flag) toast.success(Msg.loginSuccess);
      else toast.warning(Msg.weakPasswordWarning);
      return true;
    },
    [client, queryClient, navigate],
  );
}
