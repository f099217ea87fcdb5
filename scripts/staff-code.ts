// Development only: the current authenticator code of the seeded admin (admin@homefront.example),
// for signing in at http://localhost:8787/admin/sign-in without setting up an app.
import { DEVELOPMENT_ADMIN_TOTP_SECRET } from "../lib/db/seed/staff";
import { codeAt } from "../lib/services/staff/totp";

const remaining = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${codeAt(DEVELOPMENT_ADMIN_TOTP_SECRET, Date.now())}  (good for ${remaining} more seconds, once)`);
