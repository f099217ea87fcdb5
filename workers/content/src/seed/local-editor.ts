/** The editor account the seed creates for local development (README: "Writing for the blog"). Public, like every development default. */
export const LOCAL_EDITOR = {
  email: "editor@homefront.example",
  password: "homefront-editor",
  name: "Local editor",
} as const;
