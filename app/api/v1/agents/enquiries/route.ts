import { agentEnquiryFromApi } from "@/app/api/v1/_facades/enquiries";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/enquiries";
import { sendAgentsEnquiry } from "@/lib/services/enquiries/agent-enquiry";

export const POST = restRoute({ operation: ops.sendAgentsEnquiry, auth: "session" }, (call) =>
  agentEnquiryFromApi(sendAgentsEnquiry, call),
);
