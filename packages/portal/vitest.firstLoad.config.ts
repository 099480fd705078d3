import { firstLoadProject } from "../../vitest.shared.ts";
import { portalTests } from "./vitest.config.ts";

export default firstLoadProject("portal", portalTests);
