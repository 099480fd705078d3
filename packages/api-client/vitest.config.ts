import { pulsoProject } from "../../vitest.shared.ts";

export default pulsoProject("api-client");
