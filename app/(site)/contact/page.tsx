import type { Metadata } from "next";
import { serverEnv } from "@/lib/env";
import { ContactForm } from "./contact-form";
import styles from "./contact.module.css";

export const metadata: Metadata = {
  title: "Contact us",
  description: "Questions, feedback or a problem with a listing? Tell us.",
};

export default function ContactPage() {
  return (
    <div className={styles.page}>
      <h1>Contact us</h1>
      <p>
        Call <a href={`tel:${serverEnv.SUPPORT_PHONE.replace(/[^+\d]/g, "")}`}>{serverEnv.SUPPORT_PHONE}</a> or send us
        a message below.
      </p>
      <ContactForm />
    </div>
  );
}
