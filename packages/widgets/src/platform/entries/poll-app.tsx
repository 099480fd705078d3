// The script of the poll frame page (`/embed/frame/poll`, DESIGN §7), served at
// `/embed/poll-app.js`: only this widget's code, on the platform origin.
import { bootFrame } from "../bootFrame";
import { pollView } from "../views/pollView";

bootFrame(pollView);
