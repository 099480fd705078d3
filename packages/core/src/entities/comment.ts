import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common";
import { publicUserSchema } from "./user";

/** A comment on a market (spec §3 "Comment"): plain text, never HTML. */
export const commentSchema = z.object({
  _id: idSchema,
  pollId: idSchema,
  user: publicUserSchema,
  content: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  /** The requester's own vote on this comment. */
  myVote: z.enum(["up", "down"]).nullable(),
  edited: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
/** A market comment. */
export type Comment = z.infer<typeof commentSchema>;
