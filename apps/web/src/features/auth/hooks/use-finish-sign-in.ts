import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Msg } from '@zhuyun/contracts';
import { useApiClient } from '@zhuyun/ui';
import { toStoredUserInfo, toStoredCompanyInfo, useSessionStore } from '../../../lib/session-store';
import { endSession } from '../../../lib/end-session';
import { userInfoQuery } from '../api/get-user-info';
import { approvedUnitCount } from '../api/get-approved-unit-count';
import { toast } from '../../../lib/feedback';
import { takeInvitePath } from '../../../lib/pending-invite';

export interface NewSession {
  access_token: string;
  pwd_strong_flag: boolean;
}

export interface FinishOptions {
  /** Registration through the code form goes to the units page whatever the person's units (spec-1 §4). */
  registered?: boolean;
}

/**
 * What every way in shares once a token is issued (spec-1 §4 "After login"): keep the token and userInfo, then read
 * the units. With an approved unit → /homepage, greeting or warning of a weak password; without → /workbenchMyUnit
 * with 操作成功，请进行单位创建/加入 — except the platform administrator, who needs no unit and lands on the units to
 * review (/companyList). Permissions are fetched by the shell when it mounts.
 */
export function useFinishSignIn(): (session: NewSession, options?: FinishOptions) => Promise<boolean> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ access_token, pwd_strong_flag }: NewSession, options: FinishOptions = {}) => {
      useSessionStore.getState().setToken(access_token);
      let approved: number;
      let platformAdmin: boolean;
      try {
        const info = await queryClient.fetchQuery(userInfoQuery(client));
        useSessionStore.getState().setUserInfo(toStoredUserInfo(info, access_token), toStoredCompanyInfo(info));
        platformAdmin = info.is_platform_admin;
        approved = options.registered ? 0 : await approvedUnitCount(client);
      } catch {
        // The client's error policy has already told the person why; a half-open session must not linger.
        endSession(queryClient);
        return false;
      }
      // Signed in from a unit's invite link: its join flow comes first, whatever the person's units.
      const invited = platformAdmin ? null : takeInvitePath();
      if (invited) {
        void navigate(invited, { replace: true });
        toast.success(options.registered ? Msg.registered : Msg.loginSuccess);
      } else if (options.registered) {
        void navigate('/workbenchMyUnit', { replace: true });
        toast.success(Msg.registered);
      } else if (approved === 0 && platformAdmin) {
        // The platform administrator's work is reviewing units, not belonging to one (issue 21 item 7).
        void navigate('/companyList', { replace: true });
        if (pwd_strong_flag) toast.success(Msg.loginSuccess);
        else toast.warning(Msg.weakPasswordWarning);
      } else if (approved === 0) {
        void navigate('/workbenchMyUnit', { replace: true });
        toast.success(Msg.goCreateOrJoinUnit);
      } else {
        void navigate('/homepage', { replace: true });
        if (pwd_strong_flag) toast.success(Msg.loginSuccess);
        else toast.warning(Msg.weakPasswordWarning);
      }
      return true;
    },
    [client, queryClient, navigate],
  );
}
