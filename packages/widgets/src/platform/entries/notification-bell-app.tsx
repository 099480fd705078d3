// The script of the notification-bell frame page (`/embed/frame/notification-bell`, DESIGN §7), served at
// `/embed/notification-bell-app.js`: only this widget's code, on the platform origin.
import { bootFrame } from "../bootFrame";
import { notificationBellView } from "../views/notificationBellView";

bootFrame(notificationBellView);
