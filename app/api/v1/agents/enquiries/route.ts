import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/enquiries";
import { sendAgentsEnquiry } from "@/lib/services/enquiries/agent-enquiry";
import { agentEnquiryFromApi } from "../../enquiry-from-api";

export const POST = apiRoute(ops.sendAgentsEnquiry, async ({ ctx, request, body }) =>
  agentEnquiryFromApi(sendAgentsEnquiry, ctx, request, body),
);
