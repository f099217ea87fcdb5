import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "@/lib/ui/contact";
import { FEEDBACK_SUBJECT, feedbackBody, feedbackMailto } from "@/lib/ui/feedback-mail";

const time = new Date(Date.UTC(2026, 10, 22, 1, 2, 3));
const userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0";

describe("feedback e-mail", () => {
  it("uses the subject 'Feedback - web application'", () => {
    expect(FEEDBACK_SUBJECT).toBe("Feedback - web application");
  });

  it("asks the user to write above a line, then gives UTC time, user agent, detail and stack", () => {
    const body = feedbackBody({ time, userAgent, detail: "Error reference: 123", stack: "Error: boom\n    at x" });
    expect(body.split("\r\n")).toEqual([
      "",
      "",
      "",
      "Please write your message above this line.",
      "----------------------------------------",
      "Time (UTC): Sun, 22 Nov 2026 01:02:03 GMT",
      `Browser: ${userAgent}`,
      "Detail: Error reference: 123",
      "Error stack:",
      "Error: boom\n    at x",
    ]);
  });

  it("leaves out detail and stack when there are none", () => {
    const body = feedbackBody({ time, userAgent });
    expect(body).not.toContain("Detail:");
    expect(body).not.toContain("Error stack:");
    expect(body.endsWith(`Browser: ${userAgent}`)).toBe(true);
  });

  it("cuts a very long stack so the mailto link still opens", () => {
    const body = feedbackBody({ time, userAgent, stack: "x".repeat(5000) });
    expect(body.length).toBeLessThan(2000);
    expect(body.endsWith("…")).toBe(true);
  });

  it("builds a mailto link with an encoded subject and CRLF body", () => {
    const href = feedbackMailto("help@homefront.example", { time, userAgent });
    expect(href.startsWith("mailto:help@homefront.example?subject=Feedback%20-%20web%20application&body=")).toBe(true);
    expect(href).toContain("%0D%0A");
    expect(href).not.toContain("+");
    const body = new URL(href).searchParams.get("body");
    expect(body).toBe(feedbackBody({ time, userAgent }));
  });
});

describe("contact links", () => {
  it("makes tel: links from written numbers", () => {
    expect(telHref("1300 975 707")).toBe("tel:1300975707");
    expect(telHref("+61 (3) 9000-0000")).toBe("tel:+61390000000");
  });

  it("makes a plain mailto link without fields", () => {
    expect(mailtoHref("help@homefront.example")).toBe("mailto:help@homefront.example");
  });
});
