/** GET /media/companies/{companyId}.svg?i={initials}: generated agency monogram in brand colours. */
import { notFoundResponse, svgResponse } from "@/lib/media/http";
import { renderCompanyLogo } from "@/lib/media/monogram";
import { initialsQuery, queryOf, svgFileParams } from "@/lib/media/params";

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const parsed = svgFileParams.safeParse(await params);
  const query = initialsQuery.safeParse(queryOf(request));
  if (!parsed.success || !query.success) return notFoundResponse();
  return svgResponse(renderCompanyLogo(parsed.data.file, query.data.i ?? ""));
}
