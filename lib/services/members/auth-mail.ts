import type { OutgoingMail } from "../../mail/message";

/** The e-mails the member services send. Plain text: every client reads it and links stay visible. */

export function verificationMail(to: string, name: string, link: string): OutgoingMail {
  return {
    kind: "email-verification",
    to,
    subject: "Confirm your e-mail address",
    text: `Hi ${name},\n\nPlease confirm your e-mail address to finish signing up:\n\n${link}\n\nThe link works once, within 24 hours. If you did not sign up, ignore this e-mail.`,
  };
}

export function accountExistsMail(to: string, signInLink: string, resetLink: string): OutgoingMail {
  return {
    kind: "account-exists",
    to,
    subject: "You already have an account",
    text: `Someone (hopefully you) tried to sign up with this e-mail address, which already has an account.\n\nSign in: ${signInLink}\nForgot your password? ${resetLink}\n\nIf it was not you, you can ignore this e-mail: nothing has changed.`,
  };
}

export function passwordResetMail(to: string, name: string, link: string): OutgoingMail {
  return {
    kind: "password-reset",
    to,
    subject: "Choose a new password",
    text: `Hi ${name},\n\nUse this link to choose a new password:\n\n${link}\n\nThe link works once, within an hour. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  };
}
