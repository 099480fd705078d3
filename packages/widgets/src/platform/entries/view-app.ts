// The script of a widget's own page (`/embed/view/<widget>/<marketId>`, DESIGN §7), served at
// `/embed/view-app.js`: beside the loader, it sends the reader to the market from a fixed frame.
import { startViewPage } from "../viewPage";

startViewPage(window);
