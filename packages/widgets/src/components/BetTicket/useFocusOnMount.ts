import { useEffect, useRef } from "react";

/** A ref whose element takes the focus when it mounts (the confirmation's and result's heading). */
export function useFocusOnMount<TElement extends HTMLElement>() {
  const ref = useRef<TElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
