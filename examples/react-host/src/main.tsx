import { createPulso } from "@pulso/sdk";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { readSettings } from "./settings";

const settings = readSettings(window.location.search, import.meta.env.VITE_PULSO_API);

// One sdk instance for the whole app. It reads public data only: no reader session, and no
// platform cookies sent from this other site (the API answers other origins without them).
const pulso = createPulso({
  apiBase: settings.apiBase,
  lang: "es",
  restoreSession: false,
  credentials: "omit",
});
void pulso.start();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App pulso={pulso} settings={settings} />
  </StrictMode>,
);
