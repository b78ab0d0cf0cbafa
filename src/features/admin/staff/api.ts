/**
 * The staff calls (an addition; only a backend whose capabilities say `staff` has them): the list
 * of staff and open invitations, inviting (the answer carries the link's token, this once),
 * revoking, changing a role and suspending; and, for the invitee's page, reading and accepting an
 * invitation. Answers are checked against the calls table's.
 */
import { baseApi } from '../../../api/baseApi';
import { CALLS } from '../../../contract/calls';
import type { Role } from '../../../contract/roles';
import type { StatusAnswer } from '../../../contract/schemas';
import type {
  AcceptInvitationInput,
  InvitationAnswer,
  InviteInput,
  MailOutcome,
  PasswordResetAnswer,
  PasswordResetDoneInput,
  StaffAnswer,
  StaffDeleteQuery,
} from '../../../contract/staffCalls';
import type {
  Account,
  AccountInput,
  PasswordChangeInput,
  SessionRow,
} from '../../../contract/accountCalls';
import type { AuditAnswer, AuditKind } from '../../../contract/auditCalls';
import { invitationPath, passwordResetPath } from '../../../contract/paths';
import { checkedAnswer } from '../lib/checkedAnswer';

export interface AuditFilters {
  page: number;
  kind?: AuditKind;
  actor?: number;
  limit?: number;
}

/** A one-time link's answer (invitation, password reset): its token this once, and the mail's fate. */
export interface OneTimeLinkAnswer {
  message: string;
  token: string;
  expires_at: string;
  mail: MailOutcome;
}

const STAFF = [{ type: 'Staff' as const, id: 'LIST' }];
const ACCOUNT = [{ type: 'Staff' as const, id: 'ACCOUNT' }];
const SESSIONS = [{ type: 'Staff' as const, id: 'SESSIONS' }];
const afterWrite = (result: unknown) => (result ? STAFF : []);

export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffAnswer, void>({
      query: () => ({ q: 'staff' }),
      responseSchema: CALLS['GET staff'].answer,
      ...checkedAnswer,
      providesTags: STAFF,
    }),
    invite: build.mutation<OneTimeLinkAnswer, InviteInput>({
      query: (json) => ({ q: 'staff-invite', method: 'POST', json }),
      responseSchema: CALLS['POST staff-invite'].answer,
      ...checkedAnswer,
      invalidatesTags: afterWrite,
    }),
    revokeInvitation: build.mutation<StatusAnswer, number>({
      query: (id) => ({ q: 'staff-invitation', method: 'DELETE', params: { id } }),
      responseSchema: CALLS['DELETE staff-invitation'].answer,
      ...checkedAnswer,
      invalidatesTags: afterWrite,
    }),
    changeRole: build.mutation<StatusAnswer, { id: number; role: Role }>({
      query: (json) => ({ q: 'staff-role', method: 'POST', json }),
      responseSchema: CALLS['POST staff-role'].answer,
      ...checkedAnswer,
      // Their own role may be the one that changed: the session says what it is now.
      invalidatesTags: (result) => (result ? [...STAFF, 'Session'] : []),
    }),
    suspend: build.mutation<StatusAnswer, { id: number; suspended: boolean }>({
      query: (json) => ({ q: 'staff-suspend', method: 'POST', json }),
      responseSchema: CALLS['POST staff-suspend'].answer,
      ...checkedAnswer,
      invalidatesTags: afterWrite,
    }),
    /** The owner's reset of someone's password: its one-time link; their sessions have ended. */
    resetPassword: build.mutation<OneTimeLinkAnswer, number>({
      query: (id) => ({ q: 'staff-password-reset', method: 'POST', json: { id } }),
      responseSchema: CALLS['POST staff-password-reset'].answer,
      ...checkedAnswer,
    }),
    /** Deletes an account, its posts going to `posts_to` first (their figures change). */
    deleteMember: build.mutation<StatusAnswer, StaffDeleteQuery>({
      query: (params) => ({ q: 'staff-member', method: 'DELETE', params }),
      responseSchema: CALLS['DELETE staff-member'].answer,
      ...checkedAnswer,
      invalidatesTags: afterWrite,
    }),
    /** q=audit-log: newest first; any admin write may add to it, so it is read afresh. */
    getAuditLog: build.query<AuditAnswer, AuditFilters>({
      query: ({ page, kind, actor, limit }) => ({
        q: 'audit-log',
        params: {
          ...(page > 1 ? { page } : {}),
          ...(kind ? { kind } : {}),
          ...(actor ? { actor } : {}),
          ...(limit ? { limit } : {}),
        },
      }),
      responseSchema: CALLS['GET audit-log'].answer,
      ...checkedAnswer,
      keepUnusedDataFor: 0,
    }),
    getAccount: build.query<Account, void>({
      query: () => ({ q: 'account' }),
      responseSchema: CALLS['GET account'].answer,
      ...checkedAnswer,
      providesTags: ACCOUNT,
    }),
    saveAccount: build.mutation<StatusAnswer, AccountInput>({
      query: (json) => ({ q: 'account', method: 'POST', json }),
      responseSchema: CALLS['POST account'].answer,
      ...checkedAnswer,
      // The header's name comes from the session.
      invalidatesTags: (result) => (result ? [...ACCOUNT, ...STAFF, 'Session'] : []),
    }),
    /** Their photo: an image file, replacing the last one. */
    saveAvatar: build.mutation<StatusAnswer, File>({
      query: (image) => {
        const form = new FormData();
        form.append('image', image);
        return { q: 'account-avatar', method: 'POST', form };
      },
      responseSchema: CALLS['POST account-avatar'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? ACCOUNT : []),
    }),
    removeAvatar: build.mutation<StatusAnswer, void>({
      query: () => ({ q: 'account-avatar', method: 'DELETE' }),
      responseSchema: CALLS['DELETE account-avatar'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? ACCOUNT : []),
    }),
    changePassword: build.mutation<StatusAnswer, PasswordChangeInput>({
      query: (json) => ({ q: 'account-password', method: 'POST', json }),
      responseSchema: CALLS['POST account-password'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? SESSIONS : []),
    }),
    getSessions: build.query<SessionRow[], void>({
      query: () => ({ q: 'account-sessions' }),
      responseSchema: CALLS['GET account-sessions'].answer,
      ...checkedAnswer,
      providesTags: SESSIONS,
    }),
    endSession: build.mutation<StatusAnswer, number>({
      query: (id) => ({ q: 'account-session', method: 'DELETE', params: { id } }),
      responseSchema: CALLS['DELETE account-session'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? SESSIONS : []),
    }),
    endOtherSessions: build.mutation<StatusAnswer, void>({
      query: () => ({ q: 'account-sessions-end-others', method: 'POST' }),
      responseSchema: CALLS['POST account-sessions-end-others'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? SESSIONS : []),
    }),
    getInvitation: build.query<InvitationAnswer, string>({
      query: (token) => ({ q: 'invitation', params: { token } }),
      responseSchema: CALLS['GET invitation'].answer,
      ...checkedAnswer,
    }),
    getPasswordReset: build.query<PasswordResetAnswer, string>({
      query: (token) => ({ q: 'password-reset', params: { token } }),
      responseSchema: CALLS['GET password-reset'].answer,
      ...checkedAnswer,
    }),
    completePasswordReset: build.mutation<
      StatusAnswer & { signed_in: boolean },
      PasswordResetDoneInput
    >({
      query: (json) => ({ q: 'password-reset', method: 'POST', json }),
      responseSchema: CALLS['POST password-reset'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
    acceptInvitation: build.mutation<StatusAnswer, AcceptInvitationInput>({
      query: (json) => ({ q: 'invitation-accept', method: 'POST', json }),
      responseSchema: CALLS['POST invitation-accept'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
  }),
});

export const {
  useGetStaffQuery,
  useInviteMutation,
  useRevokeInvitationMutation,
  useChangeRoleMutation,
  useSuspendMutation,
  useResetPasswordMutation,
  useDeleteMemberMutation,
  useGetPasswordResetQuery,
  useCompletePasswordResetMutation,
  useGetInvitationQuery,
  useGetAuditLogQuery,
  useGetAccountQuery,
  useSaveAccountMutation,
  useChangePasswordMutation,
  useSaveAvatarMutation,
  useRemoveAvatarMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useAcceptInvitationMutation,
} = staffApi;

/** The address an invitee opens: the token in the fragment, never sent to a server or a log. */
export const invitationUrl = (token: string) => `${window.location.origin}${invitationPath(token)}`;

/** The address a reset link opens: the token in the fragment, as an invitation's. */
export const passwordResetUrl = (token: string) =>
  `${window.location.origin}${passwordResetPath(token)}`;
