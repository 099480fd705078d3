// The bell alone and its styles, as a module the header imports lazily: importing the widgets
// package itself lazily would put every widget in that chunk.
export { NotificationBell, notificationBellCss } from "@pulso/widgets";
