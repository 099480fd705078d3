import { writeFile } from "node:fs/promises";
import { adminRow } from "../support/portalAdmin";
import { pageHeading } from "../support/portalChecks";
import { expect, test } from "../support/portalFixtures";
import { findMarket, signedUpState } from "../support/portalSession";

/** The number of votes an option's group names ("Yes: 12 votes, 40%"). */
function votesIn(label: string | null): number {
  const match = /: (\d+) votes?,/.exec(label ?? "");
  if (!match?.[1]) throw new Error(`No vote count in "${label ?? ""}"`);
  return Number(match[1]);
}

/**
 * Issue #7, journey 2: a reader votes in a poll, posts a comment and upvotes it, opens a support
 * ticket with an attachment; an admin replies; the reader sees the reply and is notified.
 */
test("a reader votes, comments and upvotes, and gets support's reply to a ticket", async ({
  openPortal,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const reader = await signedUpState("Journey Participant");
  const poll = await findMarket(request, { kind: "poll" });
  const page = await openPortal({ as: reader.state, lang: "en" });

  await test.step("votes in a poll", async () => {
    await page.goto(`/market/${poll._id}`);
    await expect(pageHeading(page)).toHaveText(poll.title);
    const option = poll.options[0]?.text ?? "";
    const group = page.getByRole("group", { name: new RegExp(`^${option}: \\d+ votes?,`) });
    const before = votesIn(await group.getAttribute("aria-label"));
    await page.getByRole("button", { name: `Vote for ${option}` }).click();
    await expect(page.getByText("Thanks, your vote was counted.")).toBeVisible();
    await expect(group).toHaveAttribute("aria-label", new RegExp(`: ${before + 1} votes?,`));
    await expect(group).toContainText("Your vote");
  });

  await test.step("posts a comment and upvotes it", async () => {
    const text = `Journey comment ${Date.now()}: the debate should be about housing.`;
    await page.getByLabel("Add a comment").fill(text);
    await page.getByRole("button", { name: "Post comment" }).click();
    const comment = page
      .getByRole("article", { name: `Comment by ${reader.name}` })
      .filter({ hasText: text });
    await expect(comment).toBeVisible();
    const upvote = comment.getByRole("button", { name: "Upvote" });
    await upvote.click();
    await expect(upvote).toHaveAttribute("aria-pressed", "true");
    await expect(comment).toContainText("1 point");
  });

  const subject = `Journey ticket ${Date.now()}`;
  const fileName = "journey-note.txt";
  await test.step("opens a ticket with an attachment at /support/create", async () => {
    const file = testInfo.outputPath(fileName);
    await writeFile(file, "What I saw: the balance did not refresh after a deposit.\n");
    await page.goto("/support/create");
    await page.getByLabel("Subject", { exact: true }).fill(subject);
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Technical" });
    await page
      .getByLabel("Description", { exact: true })
      .fill("The journeys opened this ticket, with a text file attached, to test the thread.");
    await page.getByLabel("Attachments", { exact: true }).setInputFiles(file);
    await expect(page.getByText(fileName)).toBeVisible();
    await page.getByRole("button", { name: "Create ticket" }).click();
    await expect(page).toHaveURL(/\/support\/tickets\/[^/]+$/);
    await expect(page.getByRole("main")).toContainText(subject);
    await expect(page.getByRole("main")).toContainText(fileName);
  });

  const reply = `We are looking into it (${Date.now()}).`;
  await test.step("an admin replies from /admin/tickets", async () => {
    const admin = await openPortal({ as: "admin", lang: "en" });
    await admin.goto("/admin/tickets");
    const row = await adminRow(admin, subject);
    await row.getByRole("link").first().click();
    await expect(admin).toHaveURL(/\/admin\/tickets\/[^/]+$/);
    await expect(admin.getByRole("main")).toContainText(fileName);
    await admin.getByLabel("Reply", { exact: true }).fill(reply);
    await admin.getByRole("button", { name: "Send reply" }).click();
    await expect(admin.getByText("Reply sent.")).toBeVisible();
  });

  await test.step("the reader is notified and sees the reply on the ticket page", async () => {
    const bell = page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications, 1 unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByRole("dialog")).toContainText("New reply to your ticket");
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.getByRole("main")).toContainText(reply);
  });
});
