import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** The toast region loads right after hydration, keeping Radix out of the first bundle every page pays for. */
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
