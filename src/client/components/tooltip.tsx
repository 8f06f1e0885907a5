import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

/** docs/product.md#limits: tooltips open after 700 ms; moving between them within 300 ms skips the delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Tooltip.Provider>
  );
}

/** `inPlace`: render the tooltip beside its trigger, inside the page's landmarks, instead of at the end of <body>. */
export function WithTooltip({
  label,
  children,
  inPlace = false,
}: {
  label: string;
  children: ReactElement;
  inPlace?: boolean;
}) {
  const content = (
    <Tooltip.Content sideOffset={6} className="tooltip">
      {label}
    </Tooltip.Content>
  );
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      {inPlace ? content : <Tooltip.Portal>{content}</Tooltip.Portal>}
    </Tooltip.Root>
  );
}
