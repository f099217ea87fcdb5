// What has keyboard focus and whether a person can see it: the one probe the keyboard walks use.
import type { Page } from "@playwright/test";

export interface FocusStop {
  /** The element and its name, to read in a failure: `a "Share"`. */
  what: string;
  /** Which part of a listing page it is in: gallery, calculator, enquiry, footer, or "". */
  part: string;
  /** Focus fell to <body> (or <html>): the walk lost its place. */
  onBody: boolean;
  /** It shows a focus indicator (an outline or a box shadow). */
  ring: boolean;
  /** Some of it is within the screen. */
  visible: boolean;
  /** All of it is within the screen, or its top is when it is taller than the screen. */
  onScreen: boolean;
  /** What covers it (tag, class and the name of the control it belongs to), or null when nothing does. */
  uncovered: string | null;
}

/** Where focus is now, and whether it can be seen. */
export function focusStop(page: Page): Promise<FocusStop> {
  // Runs in the page: everything it uses is defined inside it.
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement)
      return {
        what: "body",
        part: "",
        onBody: true,
        ring: false,
        visible: false,
        onScreen: false,
        uncovered: null,
      };
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const box = element.getBoundingClientRect();
    const visible = box.right > 0 && box.left < window.innerWidth && box.bottom > 0 && box.top < window.innerHeight;
    // (A pixel of leeway: scrolled flush with the bottom edge, a box can end at 844.4 of 844.)
    const onScreen =
      box.top >= -1 &&
      box.left >= -1 &&
      box.right <= window.innerWidth + 1 &&
      (box.bottom <= window.innerHeight + 1 || (box.height > window.innerHeight && box.top < window.innerHeight));
    // A link that wraps onto two lines has a box whose centre may fall between its lines, on its
    // parent: probe the centre of each line box (client rect) within the screen, and count it
    // seen if any of them shows it.
    const probes = [...element.getClientRects()].map((rect) => {
      const left = Math.max(rect.left, 0);
      const right = Math.min(rect.right, window.innerWidth);
      const top = Math.max(rect.top, 0);
      const bottom = Math.min(rect.bottom, window.innerHeight);
      return right > left && bottom > top ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null;
    });
    const own = (hit: Element | null) => hit !== null && (hit === element || element.contains(hit));
    const cover = probes.some(own) ? null : (probes.find((hit) => hit !== null) ?? null);
    const describe = (hit: Element) => {
      // An icon's <svg> says little: name the control it belongs to as well.
      const control = hit.closest("a, button, [role]");
      const name = control
        ? ` in ${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}"`
        : "";
      return `under ${hit.tagName.toLowerCase()}.${hit.getAttribute("class") ?? ""}${name}`;
    };
    const uncovered = probes.some(own) ? null : cover ? describe(cover) : "not hit at any of its line boxes";
    const part = element.closest('[aria-label="Photos and floor plans"]')
      ? "gallery"
      : element.closest('[data-testid="repayment-calculator"]')
        ? "calculator"
        : element.closest('[data-testid="enquiry-form"]')
          ? "enquiry"
          : element.closest('[data-testid="site-footer"]')
            ? "footer"
            : "";
    const name =
      element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.getAttribute("name") ?? "";
    return {
      what: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
      part,
      onBody: false,
      ring,
      visible,
      onScreen,
      uncovered: visible ? uncovered : null,
    };
  });
}
