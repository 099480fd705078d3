import { CARRIED_ANSWERS_ELEMENT_ID } from "@pulso/core";
import { afterEach, describe, expect, it } from "vitest";
import { readCarriedAnswers } from "./carriedAnswers";

const carry = (text: string) => {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = CARRIED_ANSWERS_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
};
const answer = {
  path: "/polls/m_42",
  lang: "es",
  body: { status: "success", data: { poll: { title: "¿<b>Quién</b> gana?" } } },
};

afterEach(() => document.getElementById(CARRIED_ANSWERS_ELEMENT_ID)?.remove());

describe("readCarriedAnswers", () => {
  it("reads the server's answers (with `<` escaped as the server writes it) and removes the block", () => {
    carry(JSON.stringify([answer, { ...answer, lang: "en" }]).replace(/</g, "\\u003c"));
    expect(readCarriedAnswers(document)).toEqual([answer, { ...answer, lang: "en" }]);
    expect(document.getElementById(CARRIED_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(readCarriedAnswers(document)).toEqual([]);
  });

  it("keeps only well-formed answers, and has none when the block cannot be read", () => {
    carry(
      JSON.stringify([
        answer,
        { ...answer, lang: "fr" },
        { ...answer, path: "polls/m_42" },
        { ...answer, body: "texto" },
        null,
      ]),
    );
    expect(readCarriedAnswers(document)).toEqual([answer]);
    carry("{ no es JSON");
    expect(readCarriedAnswers(document)).toEqual([]);
    carry(JSON.stringify(answer));
    expect(readCarriedAnswers(document)).toEqual([]);
    expect(readCarriedAnswers(document)).toEqual([]);
  });
});
