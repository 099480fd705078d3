import type { Queryable } from "../db/database";

/** Whether the user belongs to the publisher (sees its console and figures), whatever its status. */
export async function isPublisherMember(
  db: Queryable,
  publisherId: string,
  userId: string,
): Promise<boolean> {
  const found = await db.query(
    "SELECT 1 FROM publisher_members WHERE publisher_id = $1 AND user_id = $2",
    [publisherId, userId],
  );
  return found.rows.length > 0;
}
