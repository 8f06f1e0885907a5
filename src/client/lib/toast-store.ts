import { useSyncExternalStore } from "react";

/** docs/product.md#limits: one toast at a time; a dismissed toast is removed from memory after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

// The toast region loads in its own chunk; a redirect announced by a toast waits for the region to be there.
let regionMounted!: () => void;
const regionReady = new Promise<void>((resolve) => (regionMounted = resolve));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  regionMounted();
  return () => listeners.delete(listener);
};

/**
 * Runs `go` `ms` after the toast region is on screen (at once if it already is), so a "Login Required" toast is
 * seen for its full delay even on a slow first load. Returns a cancel function.
 */
export function afterToastShown(ms: number, go: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  void regionReady.then(() => {
    if (!cancelled) timer = setTimeout(go, ms);
  });
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
const snapshot = () => toasts;
const serverSnapshot = (): ToastItem[] => [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
