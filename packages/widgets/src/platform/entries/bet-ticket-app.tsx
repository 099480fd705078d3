// The script of the bet-ticket frame page (`/embed/frame/bet-ticket`, DESIGN §7), served at
// `/embed/bet-ticket-app.js`: only this widget's code, on the platform origin.
import { bootFrame } from "../bootFrame";
import { betTicketView } from "../views/betTicketView";

bootFrame(betTicketView);
