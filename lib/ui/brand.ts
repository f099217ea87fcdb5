/**
 * The product's public identity. "Homefront" is a placeholder brand: renaming the product means
 * changing this file only (APP_NAME in the environment is the machine name used in headers).
 */
export const PRODUCT_NAME = "Homefront";

/** The brand colour (--color-brand in app/globals.css, the fill of app/icon.svg): browser theme colour. */
export const BRAND_COLOR = "#0b6e69";

export const PRODUCT_TAGLINE = "Property for sale, rent and sold across Australia";

/*
 * Fallback support contact, used when the environment does not set one and by the global error
 * page, which renders outside the root layout and so cannot receive the configured values.
 * 1300 975 707 is in the range ACMA reserves for fiction; `.example` is a reserved domain.
 */
export const DEFAULT_SUPPORT_PHONE = "1300 975 707";
export const DEFAULT_SUPPORT_EMAIL = "help@homefront.example";
