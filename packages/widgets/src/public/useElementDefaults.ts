import { useSyncExternalStore } from "react";
import { getElementDefaults, subscribeElementDefaults, type ElementDefaults } from "./defaults";

/** The page-wide element settings, re-rendering when `setElementDefaults` changes them. */
export function useElementDefaults(): ElementDefaults {
  return useSyncExternalStore(subscribeElementDefaults, getElementDefaults, getElementDefaults);
}
