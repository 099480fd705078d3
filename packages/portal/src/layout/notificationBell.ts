// The bell alone, as a module the header imports lazily: importing the widgets package itself
// lazily would put every widget in that chunk.
export { NotificationBell } from "@pulso/widgets";
