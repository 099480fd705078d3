import { isLanguage, type Language } from "@pulso/core";
import { isWidgetTheme, type WidgetTheme } from "@pulso/widgets";
import type { ReactNode } from "react";

/** The toolbar's globals every story follows: the widgets' language and theme. */
export interface StoryGlobals {
  lang: Language;
  theme: WidgetTheme;
}

/** The story's `lang` and `theme` globals; anything unexpected falls back to es and light. */
export function storyGlobals(globals: Record<string, unknown>): StoryGlobals {
  return {
    lang: isLanguage(globals.lang) ? globals.lang : "es",
    theme: isWidgetTheme(globals.theme) ? globals.theme : "light",
  };
}

/** The page behind the widgets: a light or dark news page, or the system's choice for `auto`. */
const PAGE_BACKGROUNDS: Record<WidgetTheme, string> = {
  light: "#f8fafc",
  dark: "#0b1120",
  auto: "light-dark(#f8fafc, #0b1120)",
};

/** Props of {@link StoryPage}. */
export interface StoryPageProps {
  theme: WidgetTheme;
  children?: ReactNode;
}

/** The page a story's widgets sit on, coloured for the theme, as a publisher's page would be. */
export function StoryPage({ theme, children }: StoryPageProps) {
  return (
    <div
      data-story-theme={theme}
      style={{
        boxSizing: "border-box",
        minHeight: "100vh",
        padding: 24,
        background: PAGE_BACKGROUNDS[theme],
        colorScheme: theme === "auto" ? "light dark" : theme,
        color: theme === "dark" ? "#e5e7eb" : undefined,
      }}
    >
      {children}
    </div>
  );
}
