import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/enquiries";
import { sendPropertyEnquiry } from "@/lib/services/enquiries/agent-enquiry";
import { agentEnquiryFromApi } from "../../enquiry-from-api";

export const POST = apiRoute(ops.sendPropertyEnquiry, async ({ ctx, request, body }) =>
  agentEnquiryFromApi(sendPropertyEnquiry, ctx, request, body),
);
