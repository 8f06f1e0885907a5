import { lazy, Suspense, useEffect, useState } from "react";

// The chunk starts loading as soon as this module runs in the browser, alongside hydration, so a toast raised
// on the first render (the favorites page's "Login Required" before its 500 ms redirect) has a region to show in.
const loadToaster = () => import("./toaster").then((m) => ({ default: m.Toaster }));
const early = typeof window === "undefined" ? null : loadToaster();
const Toaster = lazy(() => early ?? loadToaster());

/** The toast region mounts right after hydration, keeping Radix out of the first bundle every page pays for. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
