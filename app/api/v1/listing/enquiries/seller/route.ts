import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/enquiries";
import { sendSellerEnquiry } from "@/lib/services/enquiries/agent-enquiry";
import { agentEnquiryFromApi } from "../../../enquiry-from-api";

export const POST = apiRoute(ops.sendSellerEnquiry, async ({ ctx, request, body }) =>
  agentEnquiryFromApi(sendSellerEnquiry, ctx, request, body),
);
