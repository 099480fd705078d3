// The script of the comments frame page (`/embed/frame/comments`, DESIGN §7), served at
// `/embed/comments-app.js`: only this widget's code, on the platform origin.
import { bootFrame } from "../bootFrame";
import { commentsView } from "../views/commentsView";

bootFrame(commentsView);
