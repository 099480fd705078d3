import { firstLoadProject } from "../../vitest.shared.ts";
import { widgetTests } from "./vitest.config.ts";

export default firstLoadProject("widgets", widgetTests);
