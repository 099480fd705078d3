import {
  checkVote,
  type Language,
  type MarketKind,
  type MarketStatus,
  type PollResults,
} from "@pulso/core";
import type { Database, Queryable } from "../db/database";
import { conflict, notFound, refused } from "../http/errors";
import { votePercentages } from "./marketPrices";
import { pickText } from "./marketRow";
import { recordPricePoint } from "./pricePoints";

/**
 * A signed-in user votes once in an active poll (spec §5, DESIGN §2): the vote, the option's
 * count, the poll's total and a new history point, in one transaction that locks the poll. A
 * prediction market is WRONG_MARKET_KIND, a poll not active (or past its end date) is
 * POLL_NOT_ACTIVE, a foreign option is OPTION_NOT_AVAILABLE, a second vote is ALREADY_VOTED.
 */
export async function castVote(
  db: Database,
  vote: { userId: string; pollId: string; optionId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.query<{ kind: MarketKind; status: MarketStatus; end_date: Date }>(
      "SELECT kind, status, end_date FROM markets WHERE id = $1 FOR UPDATE",
      [vote.pollId],
    );
    const poll = found.rows[0];
    if (!poll || poll.status === "pending_review") throw notFound();
    const options = await tx.query<{ id: string }>(
      "SELECT id FROM market_options WHERE market_id = $1",
      [vote.pollId],
    );
    const open = poll.status === "active" && poll.end_date > vote.now;
    const problem = checkVote({
      signedIn: true,
      market: {
        kind: poll.kind,
        status: open ? "active" : "closed",
        options: options.rows.map((option) => ({ _id: option.id })),
      },
      optionId: vote.optionId,
    });
    if (problem) throw refused(problem);

    const inserted = await tx.query(
      `INSERT INTO votes (market_id, user_id, option_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (market_id, user_id) DO NOTHING`,
      [vote.pollId, vote.userId, vote.optionId, vote.now],
    );
    if (inserted.rowCount === 0) throw conflict("ALREADY_VOTED");
    await tx.query("UPDATE market_options SET votes = votes + 1 WHERE id = $1", [vote.optionId]);
    await tx.query(
      "UPDATE markets SET total_votes = total_votes + 1, updated_at = now() WHERE id = $1",
      [vote.pollId],
    );
    await recordPricePoint(tx, vote.pollId);
  });
}

/** Votes and percentages per option, and the reader's own vote when signed in. */
export async function pollResults(
  db: Queryable,
  pollId: string,
  language: Language,
  viewerId: string | null,
): Promise<PollResults> {
  const options = await db.query<{
    id: string;
    text_es: string;
    text_en: string | null;
    votes: number;
  }>(
    "SELECT id, text_es, text_en, votes FROM market_options WHERE market_id = $1 ORDER BY position",
    [pollId],
  );
  const mine = viewerId
    ? await db.query<{ option_id: string }>(
        "SELECT option_id FROM votes WHERE market_id = $1 AND user_id = $2",
        [pollId, viewerId],
      )
    : null;
  const percentages = votePercentages(options.rows.map((option) => option.votes));
  return {
    pollId,
    totalVotes: options.rows.reduce((sum, option) => sum + option.votes, 0),
    options: options.rows.map((option, index) => ({
      optionId: option.id,
      text: pickText(language, option.text_es, option.text_en),
      votes: option.votes,
      percentage: percentages[index] ?? 0,
    })),
    myVote: mine?.rows[0]?.option_id ?? null,
  };
}
