// The same-origin rule is site-wide (member API, admin API, GraphQL mutations, server actions,
// tracking); it lives in lib/security. Kept here so auth code keeps its import path.
export { crossSiteRefusal, isSameOriginRequest } from "../../security/same-origin";
