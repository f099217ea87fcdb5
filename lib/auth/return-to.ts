/** Only same-site paths: "//evil.example", "/\evil" and "https://…" become "/" (no open redirect). */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || value.length > 1000)
    return "/";
  return value;
}
