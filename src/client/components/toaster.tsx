import * as Toast from "@radix-ui/react-toast";
import { dismissToast, useToasts } from "../lib/toast-store";

/** Radix's defaults are ours (docs/product.md#limits): 5000 ms, swipe right past 50 px, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={`toast ${t.variant === "destructive" ? "toast-destructive" : ""}`}
          type={t.variant === "destructive" ? "foreground" : "background"}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          </div>
          <Toast.Close className="toast-close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" hotkey={["F8"]} />
    </Toast.Provider>
  );
}
