import type { MemberRow } from "../../db/queries/members/members";
import type { MemberRole } from "../../auth/roles";

/** A member as anyone may see them (profile pages, GET /api/user/{username}). */
export interface PublicMember {
  id: string;
  username: string;
  name: string;
  role: MemberRole;
  avatarUrl: string | null;
  agentId: number | null;
  memberSince: string;
}

export interface EmailPreferences {
  alerts: boolean;
  followUpdates: boolean;
  newsletter: boolean;
}

/** A member as they see themselves (and admins see them): the browser's stored member record. */
export interface AccountMember extends PublicMember {
  email: string;
  emailVerified: boolean;
  emailPreferences: EmailPreferences;
}

export function toPublicMember(row: MemberRow): PublicMember {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    avatarUrl: row.avatarUrl,
    agentId: row.agentId,
    memberSince: new Date(row.createdAt).toISOString(),
  };
}

export function toAccountMember(row: MemberRow): AccountMember {
  return {
    ...toPublicMember(row),
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    emailPreferences: {
      alerts: row.emailAlerts,
      followUpdates: row.emailFollowUpdates,
      newsletter: row.emailNewsletter,
    },
  };
}
