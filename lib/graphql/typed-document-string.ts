import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";

/**
 * A GraphQL document as its text, typed with the operation's result and variables: what codegen's
 * typed-document-node plugin emits in string mode. It lives here, outside the generated folder, so
 * each generated document module (lib/graphql/generated/documents/) imports only this class and
 * the browser downloads the documents a page sends, not all of them (scripts/codegen.ts).
 */
export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>["__apiType"]>;
  private value: string;
  public __meta__?: Record<string, unknown> | undefined;

  constructor(value: string, __meta__?: Record<string, unknown> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
