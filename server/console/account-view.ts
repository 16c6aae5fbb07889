import type { AccountDetail, AccountSummary, ActivityItem } from "#contracts/console-users";
import type { Db } from "#db/client";
import { accountFacts, type FoundAccount } from "#modules/accounts";
import { communityActivity } from "#modules/community";
import { countComplaints, listComplaints } from "#modules/complaints";

/** How many of each kind of contribution the account page lists. */
const LATEST = 5;

/** The public page of what a contribution is about. */
const PAGE_OF = { casino: "/casinos/", slot: "/slots/", post: "/blog/articles/" } as const;

export const accountSummary = (account: FoundAccount): AccountSummary => ({
  id: account.id,
  username: account.username,
  email: account.email,
  state: account.state,
  is_staff: account.isStaff,
  roles: account.roles,
  date_joined: account.dateJoined.toISOString(),
  last_login: account.lastLogin?.toISOString() ?? null,
});

/** An account as its console page shows it (facts, roles, second factor, activity); null if unknown. */
export async function accountDetail(db: Db, userId: number): Promise<AccountDetail | null> {
  const facts = await accountFacts(db, userId);
  if (!facts) return null;
  const [community, complaints, complaintCount] = await Promise.all([
    communityActivity(db, userId, LATEST),
    listComplaints(db, { playerId: userId }, { limit: LATEST, after: null }),
    countComplaints(db, { playerId: userId }),
  ]);
  const contribution = (item: (typeof community.reviews)[number]): ActivityItem => ({
    id: item.id,
    text: item.text,
    about: item.target.name,
    path: `${PAGE_OF[item.target.type]}${item.target.slug}`,
    status: item.status,
    created_at: item.created_at,
  });
  return {
    ...accountSummary(facts),
    deactivated_at: facts.deactivatedAt?.toISOString() ?? null,
    locale: facts.locale,
    profile: {
      first_name: facts.profile.firstName,
      last_name: facts.profile.lastName,
      country: facts.profile.country,
      phone_number: facts.profile.phoneNumber,
      date_of_birth: facts.profile.dateOfBirth,
    },
    grants: facts.grants,
    second_factor: facts.secondFactor,
    activity: {
      reviews: { count: community.counts.reviews, latest: community.reviews.map(contribution) },
      comments: { count: community.counts.comments, latest: community.comments.map(contribution) },
      ratings: {
        count: community.counts.ratings,
        latest: community.ratings.map((rating) => ({
          id: rating.casino.id,
          text: `${rating.value} / 10`,
          about: rating.casino.name,
          path: `${PAGE_OF.casino}${rating.casino.slug}`,
          status: null,
          created_at: rating.updatedAt.toISOString(),
        })),
      },
      complaints: {
        count: complaintCount,
        latest: complaints.items.map((item) => ({
          id: item.id,
          text: item.title,
          about: item.casino.name,
          path: `/complaints/${item.id}-${item.slug}`,
          status: item.status,
          created_at: item.createdAt,
        })),
      },
    },
  };
}
